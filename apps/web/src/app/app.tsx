import { RouterProvider } from 'react-router';
import { GlobalErrorBoundary } from './errors/global-error-boundary';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/**
 * The whole app around a browser router (main.tsx creates it once the first route is ready);
 * `prerendered` when it hydrates a page rendered at build time, `onHydrated` once it has.
 */
export function App({
  router,
  prerendered = false,
  onHydrated,
}: {
  router: AppRouter;
  prerendered?: boolean;
  onHydrated?: () => void;
}) {
  return (
    <GlobalErrorBoundary>
      <AppProviders prerendered={prerendered} onHydrated={onHydrated}>
        <RouterProvider router={router} />
      </AppProviders>
    </GlobalErrorBoundary>
  );
}
