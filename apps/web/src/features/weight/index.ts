export { WeightTrackerPage } from './components/weight-tracker-page';
export { bodyKeys, weightSummaryQueryOptions } from './api/body-api';
