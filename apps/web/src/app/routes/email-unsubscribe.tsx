import { EmailUnsubscribePage } from '../../features/reminders';

/** The weekly summary e-mail's unsubscribe link: open, no sign-in needed. */
export default function EmailUnsubscribeRoute() {
  return <EmailUnsubscribePage />;
}
