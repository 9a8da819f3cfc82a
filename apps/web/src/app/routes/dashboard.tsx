import { DashboardScreen, prefetchDashboardToday } from '../../features/dashboard';
import { queryClient } from '../query-client';

/** Today's numbers load alongside the onboarding record the page shows first (decision 025). */
export function loader(): null {
  prefetchDashboardToday(queryClient);
  return null;
}

export default function DashboardRoute() {
  return <DashboardScreen />;
}
