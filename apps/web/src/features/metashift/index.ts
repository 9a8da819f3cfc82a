export { MetashiftPage } from './components/metashift-page';
export { metashiftQueryOptions } from './api/metashift-api';
