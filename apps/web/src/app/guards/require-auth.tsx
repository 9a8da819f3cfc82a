import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../entities/session/session';
import { preloadAppHeader } from '../layout/header';
import { StatusScreen } from '../layout/page-loading';
import { preloadOnboardingCheck } from './require-onboarding';

/**
 * Protected routes: "Loading..." while the session loads, then either the route or a
 * replace-redirect to /auth. A session request that fails counts as signed out.
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  // The app screens' own chunks, fetched while the session is read rather than after it.
  useEffect(() => {
    void preloadAppHeader();
    void preloadOnboardingCheck();
  }, []);
  if (isPending) return <StatusScreen label="Loading..." />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
