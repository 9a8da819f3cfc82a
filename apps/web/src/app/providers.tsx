import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { queryClient } from './query-client';
import { RealtimeBridge } from './realtime-bridge';

/**
 * The toaster (sonner) is not needed to paint or hydrate a page: it loads once the page is up.
 * sonner keeps toasts raised before it mounts and shows them then.
 */
const ThemedToaster = lazy(() => import('./themed-toaster'));

function DeferredToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

/** `client`: the prerender renders each page with its own empty client (signed out). */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <RealtimeBridge />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
