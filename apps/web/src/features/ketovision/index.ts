export { KetoVisionPage } from './components/ketovision-page';
export { foodScanKeys } from './api/food-scans-api';
