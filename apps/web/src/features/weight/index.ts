export { WeightTrackerPage } from './components/weight-tracker-page';
export { weightSummaryQueryOptions } from './api/body-api';
