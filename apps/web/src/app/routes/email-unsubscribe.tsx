// Straight from its file, not the feature's index: a page opened from an e-mail, signed out,
// downloads this page alone, not the profile's reminder settings (their form and schemas).
import { EmailUnsubscribePage } from '../../features/reminders/components/email-unsubscribe-page';

/** The weekly summary e-mail's unsubscribe link: open, no sign-in needed. */
export default function EmailUnsubscribeRoute() {
  return <EmailUnsubscribePage />;
}
