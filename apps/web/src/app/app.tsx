import { RouterProvider } from 'react-router';
import { GlobalErrorBoundary } from './errors/global-error-boundary';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/** The whole app around a browser router (main.tsx creates it once the first route is ready). */
export function App({ router }: { router: AppRouter }) {
  return (
    <GlobalErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </GlobalErrorBoundary>
  );
}
