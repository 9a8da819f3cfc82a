export { AdminArea } from './components/admin-area';
