import { AdminArea } from '../../features/admin';

/** /admin — no guard in the router: the server's answer decides what is shown. */
export default function AdminRoute() {
  return <AdminArea />;
}
