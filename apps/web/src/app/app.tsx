import { RouterProvider } from 'react-router';
import { GlobalErrorBoundary } from './errors/global-error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <GlobalErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </GlobalErrorBoundary>
  );
}
