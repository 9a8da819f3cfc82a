import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../entities/session/session';
import { StatusScreen } from '../layout/page-loading';

/**
 * Protected routes (spec §2): "Loading..." while the session loads, then either the route or a
 * replace-redirect to /auth. A session request that fails counts as signed out.
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  if (isPending) return <StatusScreen label="Loading..." />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
