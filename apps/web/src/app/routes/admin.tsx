import { AdminArea } from '../../features/admin';

/** /admin — no guard in the router (spec §2): the server's answer decides what is shown. */
export default function AdminRoute() {
  return <AdminArea />;
}
