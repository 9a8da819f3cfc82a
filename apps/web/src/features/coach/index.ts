export { CoachPage } from './components/coach-page';
