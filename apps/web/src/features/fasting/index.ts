export { FastingPage } from './components/fasting-page';
export { fastingKeys, currentFastQueryOptions, type CurrentFast } from './api/fasting-api';
