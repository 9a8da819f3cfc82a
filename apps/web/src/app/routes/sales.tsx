import { SalesPage } from '../../features/sales';

export default function SalesRoute() {
  return <SalesPage />;
}
