export { RemindersSection } from './components/reminders-section';
