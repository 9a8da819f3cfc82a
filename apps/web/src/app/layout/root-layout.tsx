import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ActivityTracker } from '../activity-tracker';
import { Header } from './header';
import { InstallCard } from './install-card';
import { OfflineNotice } from './offline-notice';
import { SyncProblems } from './sync-problems';

/** While a lazy route module downloads, the current page stays and a thin bar shows progress. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page..."
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <OfflineNotice />
      <SyncProblems />
      <Outlet />
      {/* Renders nothing on the server and in the first client render. */}
      <InstallCard />
      <ScrollRestoration />
      <ActivityTracker />
    </>
  );
}
