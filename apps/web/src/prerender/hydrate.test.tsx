import { COMMERCE_CONFIG_ELEMENT_ID, endpoints } from '@ketoflow/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '../app/app';
import { queryClient } from '../app/query-client';
import { createAppRouter, routes, type AppRouter } from '../app/router';
import { sessionQueryOptions } from '../entities/session/session';
import { aUser } from '../testing/fixtures';
import { apiError, handle } from '../testing/http';
import { resetSession, server } from '../testing/server';
import { rememberTypedValues } from '../lib/early-interaction';
import { canHydrate, markLive, resolveLazyRoutes } from './client';
import { applyServedCommerceConfig } from '../entities/commerce/commerce';
import { renderPage, type ServedData } from './entry-server';
import { MODULE_LOADER_SCRIPT } from './module-loader';

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
  vi.restoreAllMocks();
});

/**
 * What a visitor's browser does with a prerendered page: the build's markup in #root, then
 * main.tsx's start-up (the session request, the matched route modules, then hydration with the
 * browser router).
 * React reports any difference between the markup and its first render as an error, which
 * fails the test (setup.ts).
 */
async function openPrerendered(
  path: string,
  beforeStart?: () => Promise<void>,
  served: ServedData = {},
) {
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
  const { html } = await renderPage(path, served);
  document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
  // The configuration a page was completed with travels in it (apps/api public-pages.ts).
  if (served.commerce) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = COMMERCE_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(served.commerce);
    document.head.append(block);
    applyServedCommerceConfig(queryClient);
  }
  window.history.replaceState(null, '', path);
  const container = document.getElementById('root')!;
  expect(canHydrate(container, window.location)).toBe(true);
  // What the visitor does while the page's scripts are still on their way.
  await beforeStart?.();

  // main.tsx asks for the session first; here it has answered before the page's code arrived,
  // the case where a render from the cache would differ from the prerendered markup.
  await queryClient.prefetchQuery(sessionQueryOptions);
  await resolveLazyRoutes(routes, path);
  const router = createAppRouter({ hydrating: true });
  const errors: unknown[] = [];
  let live = false;
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App
          router={router}
          prerendered
          onHydrated={() => {
            markLive(container);
            live = true;
          }}
        />
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

  it('hydrates the sales page the server completed: its Buy Now links stay, unasked for', async () => {
    resetSession({ user: null });
    const orderForm = 'https://www.digistore24.com/product/424242';
    const { errors } = await openPrerendered('/d', undefined, {
      commerce: {
        plans: [{ id: 'monthly', orderFormUrl: orderForm }],
        coinPacks: [],
        trustBadgeScriptUrl: null,
        paymentProviderScriptUrl: null,
        operator: { name: 'KetoFlow', address: null, email: 'hello@example.com' },
      },
    });

    expect(errors).toEqual([]);
    expect(document.getElementById(COMMERCE_CONFIG_ELEMENT_ID)).toBeNull();
    const buy = screen.getByRole('link', { name: /^Buy Now/ });
    expect(buy).toHaveAttribute('href', orderForm);
    // The live app shows the same plans (the API's answer here has none configured).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: /^Buy Now/ })).toHaveAttribute('href', orderForm);
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

/**
 * The page's inline module loader, as at the end of a prerendered /auth (which waits for a
 * signed-out visitor's first interaction). It only records the module it would load: jsdom
 * cannot load modules, and the test starts the app itself.
 */
function runModuleLoader() {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  script.setAttribute('data-preload', '');
  script.setAttribute('data-defer', '');
  document.body.appendChild(script);
  const loads: Node[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    loads.push(node);
    return node;
  });
  const run = MODULE_LOADER_SCRIPT.replace(/\(document\.currentScript\)$/, '(current)');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  const loader = new Function('current', run) as (current: HTMLScriptElement) => void;
  loader(script);
  return loads;
}

describe('a prerendered /auth used before its app has started', () => {
  it('keeps what was typed, holds back the early "Sign In", and signs in once live', async () => {
    resetSession({ user: null });
    const sent: unknown[] = [];
    server.use(
      handle(endpoints.purchases.lookup, () => ({ purchaseDetected: false, coins: 0 })),
      handle(endpoints.auth.signIn, ({ body }) => {
        sent.push(body);
        return apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      }),
    );
    // A submit that reaches the window with nothing preventing it would post the form natively.
    let nativeSubmits = 0;
    const countNative = (event: Event) => {
      if (!event.defaultPrevented) nativeSubmits += 1;
    };
    window.addEventListener('submit', countNative);
    onTestFinished(() => window.removeEventListener('submit', countNative));
    const { errors } = await openPrerendered('/auth', async () => {
      const loads = runModuleLoader();
      expect(loads).toHaveLength(0);
      const typist = userEvent.setup();
      await typist.type(screen.getByLabelText('Email'), 'Sam@Example.com');
      await typist.type(screen.getByLabelText('Password'), 'secret-password');
      // The first interaction started the app's scripts.
      expect(loads.length).toBeGreaterThan(0);
      await typist.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(sent).toEqual([]);
    });

    expect(errors).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveValue('Sam@Example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
    // The click made before the app was live is replayed: the app sends what was typed.
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'sam@example.com', password: 'secret-password' }]),
    );
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(nativeSubmits).toBe(0);
  });

  it('tells a buyer about their purchase for an address typed before the app started', async () => {
    resetSession({ user: null });
    server.use(
      handle(endpoints.purchases.lookup, ({ body }) =>
        body.email === 'buyer@example.com'
          ? { purchaseDetected: true, coins: 270 }
          : { purchaseDetected: false, coins: 0 },
      ),
    );
    const { errors } = await openPrerendered('/auth', async () => {
      runModuleLoader();
      await userEvent.type(screen.getByLabelText('Email'), 'buyer@example.com');
    });

    expect(errors).toEqual([]);
    const setUp = await screen.findByRole('button', { name: 'Set Up Your DigiStore24 Password' });
    expect(setUp.parentElement).toHaveTextContent('Purchase Detected (270 coins)');
  });

  /** The prerendered /auth in the document, visited as /auth?mode=sign-up (no hydration). */
  async function prerenderedAuthAsSignUp(): Promise<HTMLElement> {
    resetSession({ user: null });
    server.use(handle(endpoints.purchases.lookup, () => ({ purchaseDetected: false, coins: 0 })));
    const { html } = await renderPage('/auth');
    document.body.innerHTML = `<div id="root" data-prerendered="/auth">${html}</div>`;
    window.history.replaceState(null, '', '/auth?mode=sign-up');
    return document.getElementById('root')!;
  }

  /** main.tsx's fresh render over the markup, once its route module has loaded. */
  async function renderAfresh(container: HTMLElement): Promise<void> {
    await resolveLazyRoutes(routes, '/auth');
    const router = createAppRouter();
    const root = createRoot(container);
    mounted = { root, router };
    act(() => root.render(<App router={router} prerendered={false} />));
  }

  it('hands what was typed to the form a query-string visit renders afresh', async () => {
    const container = await prerenderedAuthAsSignUp();
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');

    // main.tsx for a URL the markup was not rendered for.
    expect(canHydrate(container, window.location)).toBe(false);
    rememberTypedValues(container);
    await renderAfresh(container);

    expect(await screen.findByRole('heading', { name: /^Join / })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('keeps what is typed into the prerendered fields while the fresh render is on its way', async () => {
    const container = await prerenderedAuthAsSignUp();

    // main.tsx takes stock of the fields, then the app takes a moment to replace them: the
    // visitor types in that moment.
    rememberTypedValues(container);
    await userEvent.type(screen.getByLabelText('Email'), 'kim@example.com');
    await renderAfresh(container);

    expect(await screen.findByRole('heading', { name: /^Join / })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kim@example.com');
  });
});
