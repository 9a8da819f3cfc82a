export { RemindersSection } from './components/reminders-section';
export { EmailUnsubscribePage } from './components/email-unsubscribe-page';
