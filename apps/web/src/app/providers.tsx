import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { HydrationBoundary, useHydrated } from '../lib/use-hydrated';
import { queryClient } from './query-client';
import { OutboxBridge } from './outbox-bridge';
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

/**
 * `client`: the prerender renders each page with its own empty client (signed out).
 * `prerendered`: the page is (or hydrates) markup rendered at build time, `onHydrated` runs
 * once it is the live app (lib/use-hydrated.tsx).
 */
export function AppProviders({
  children,
  client = queryClient,
  prerendered = false,
  onHydrated,
}: {
  children: ReactNode;
  client?: QueryClient;
  prerendered?: boolean;
  onHydrated?: () => void;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary prerendered={prerendered} onHydrated={onHydrated}>
        {children}
        <RealtimeBridge />
        <OutboxBridge />
        <DeferredToaster />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
