export { FastingPage } from './components/fasting-page';
export { currentFastQueryOptions, type CurrentFast } from './api/fasting-api';
