import type { AuthUser, OnboardingResponse, UserPreferences } from '@ketoflow/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { GlobalErrorBoundary } from '../app/errors/global-error-boundary';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { anOnboarding } from './fixtures';
import { resetSession } from './server';

export interface RenderAppOptions {
  /** The signed-in user; null or absent: signed out. */
  user?: AuthUser | null;
  /** The user's finished onboarding; null: not finished yet. Default: a finished one. */
  onboarding?: OnboardingResponse | null;
  /** FlowCoins balance. */
  balance?: number;
  /** The user's stored dismissals. Default: every tour dismissed. */
  preferences?: UserPreferences;
}

let mounted: { router: ReturnType<typeof createAppRouter>; client: QueryClient } | null = null;

/**
 * Renders the real app (error boundary, providers, the route table with its guards and lazy
 * routes) at `url`, as src/app/app.tsx does, with the session the baseline handlers answer.
 * Returns Testing Library's queries and a `user` to drive the UI with.
 */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  resetSession({
    user: options.user ?? null,
    onboarding: options.onboarding === undefined ? anOnboarding() : options.onboarding,
    balance: options.balance ?? 100,
    ...(options.preferences ? { preferences: options.preferences } : {}),
  });
  window.history.replaceState(null, '', url);
  const router = createAppRouter();
  // The app owns its client; the harness borrows it to empty it after the test.
  const borrowed: { client?: QueryClient } = {};
  function BorrowClient() {
    const client = useQueryClient();
    useEffect(() => {
      borrowed.client = client;
    }, [client]);
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <GlobalErrorBoundary>
      <AppProviders>
        <BorrowClient />
        <RouterProvider router={router} />
      </AppProviders>
    </GlobalErrorBoundary>,
  );
  if (!borrowed.client) throw new Error('The app rendered without its QueryClient');
  mounted = { router, client: borrowed.client };
  return { user, router, ...view };
}

/** Where the app is now (path and query), as the address bar shows it. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * After each test (setup.ts): stop the router and empty the app's QueryClient, so the next
 * test starts with no cached data, no pending queries and no mutations.
 */
export async function unmountApp(): Promise<void> {
  if (!mounted) return;
  const { router, client } = mounted;
  mounted = null;
  router.dispose();
  await client.cancelQueries();
  client.clear();
}
