export { MetashiftPage } from './components/metashift-page';
export { metashiftKeys, metashiftQueryOptions } from './api/metashift-api';
