import { endpoints } from '@ketoflow/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { queryClient } from '../app/query-client';
import { createAppRouter, routes, type AppRouter } from '../app/router';
import { sessionQueryOptions } from '../entities/session/session';
import { aUser } from '../testing/fixtures';
import { handle } from '../testing/http';
import { resetSession, server } from '../testing/server';
import { canHydrate, resolveLazyRoutes } from './client';
import { renderPage } from './entry-server';

let mounted: { root: Root; router: AppRouter } | null = null;

afterEach(async () => {
  if (!mounted) return;
  const { root, router } = mounted;
  mounted = null;
  act(() => root.unmount());
  router.dispose();
  await queryClient.cancelQueries();
  queryClient.clear();
  document.body.replaceChildren();
});

/**
 * What a visitor's browser does with a prerendered page: the build's markup in #root, then
 * main.tsx's start-up (the session request, the matched route modules, then hydration with the
 * browser router).
 * React reports any difference between the markup and its first render as an error, which
 * fails the test (setup.ts).
 */
async function openPrerendered(path: string) {
  // The landing page asks whether a payment-provider script is configured: none here.
  server.use(
    handle(endpoints.commerce.config, () => ({
      plans: [],
      coinPacks: [],
      trustBadgeScriptUrl: null,
      paymentProviderScriptUrl: null,
      operator: { name: 'KetoFlow', address: null, email: 'hello@example.com' },
    })),
  );
  const { html } = await renderPage(path);
  document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
  window.history.replaceState(null, '', path);
  const container = document.getElementById('root')!;
  expect(canHydrate(container, window.location)).toBe(true);

  // main.tsx asks for the session first; here it has answered before the page's code arrived,
  // the case where a render from the cache would differ from the prerendered markup.
  await queryClient.prefetchQuery(sessionQueryOptions);
  await resolveLazyRoutes(routes, path);
  const router = createAppRouter();
  const errors: unknown[] = [];
  let live = false;
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} prerendered onHydrated={() => (live = true)} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    ),
  );
  mounted = { root, router };
  await waitFor(() => expect(live).toBe(true));
  return { router, errors };
}

describe('a prerendered page in the browser', () => {
  it('hydrates the landing page as it is, then follows "Try It Free" in the app', async () => {
    resetSession({ user: null });
    const { router, errors } = await openPrerendered('/');

    expect(errors).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: /Try It Free/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=sign-up'));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a signed-in visitor their own header once the session answers', async () => {
    resetSession({ user: aUser({ email: 'maria@example.com' }) });
    const { errors } = await openPrerendered('/');

    expect(errors).toEqual([]);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('maria@example.com')).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Go to Dashboard/ }).length).toBeGreaterThan(0);
  });

  it('renders afresh when the address carries a query the prerendered markup cannot know', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/auth"><main></main></div>';
    window.history.replaceState(null, '', '/auth?mode=sign-up');
    expect(canHydrate(document.getElementById('root')!, window.location)).toBe(false);
  });
});
