export { prefetchDashboardToday } from './api/dashboard-api';
export { DashboardScreen } from './components/dashboard-screen';
