import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './errors/route-error';
import { NotFoundPage } from './errors/not-found';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboarding } from './guards/require-onboarding';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';

/**
 * Every page is its own chunk: the landing page never downloads app-screen code. A page module
 * may export a `loader` to start its data requests as the page is navigated to.
 */
function page(
  load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>,
): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return module.loader
      ? { Component: module.default, loader: module.loader }
      : { Component: module.default };
  };
}

/** The app's whole route table. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorScreen />,
    children: [
      // Open
      { path: '/', lazy: page(() => import('./routes/landing')) },
      { path: '/d', lazy: page(() => import('./routes/sales')) },
      { path: '/auth', lazy: page(() => import('./routes/auth')) },

      // Requires login
      {
        Component: RequireAuth,
        children: [
          { path: '/onboarding', lazy: page(() => import('./routes/onboarding')) },
          // Requires login and completed onboarding
          {
            Component: RequireOnboarding,
            children: [
              // Named: a page with start data tells the router its loader has nothing to do.
              {
                id: 'dashboard',
                path: '/dashboard',
                lazy: page(() => import('./routes/dashboard')),
              },
              { path: '/ketovision', lazy: page(() => import('./routes/ketovision')) },
              { path: '/my-recipes', lazy: page(() => import('./routes/my-recipes')) },
              { path: '/my-meals', lazy: page(() => import('./routes/my-meals')) },
              { path: '/weight-tracker', lazy: page(() => import('./routes/weight-tracker')) },
              { path: '/metashift', lazy: page(() => import('./routes/metashift')) },
              { path: '/coin-recharge', lazy: page(() => import('./routes/coin-recharge')) },
              { path: '/fasting-tracker', lazy: page(() => import('./routes/fasting-tracker')) },
              { path: '/meal-plan', lazy: page(() => import('./routes/meal-plan')) },
              { path: '/profile', lazy: page(() => import('./routes/profile')) },
              { path: '/dream-me', lazy: page(() => import('./routes/dream-me')) },
              { path: '/coach', lazy: page(() => import('./routes/coach')) },
            ],
          },
        ],
      },

      // Miscellaneous and legal pages: no guard in the router
      // /admin/users, /admin/users/:id, /admin/audit: the area routes below its own guard states.
      { path: '/admin/*', lazy: page(() => import('./routes/admin')) },
      { path: '/documentation', lazy: page(() => import('./routes/documentation')) },
      { path: '/affiliate-center', lazy: page(() => import('./routes/affiliate-center')) },
      { path: '/welcome', lazy: page(() => import('./routes/welcome')) },
      { path: '/login-digistore', lazy: page(() => import('./routes/login-digistore')) },
      { path: '/ref/:code', lazy: page(() => import('./routes/referral')) },
      { path: '/privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: '/terms-conditions', lazy: page(() => import('./routes/terms-conditions')) },
      { path: '/disclaimer', lazy: page(() => import('./routes/disclaimer')) },
      { path: '/cookie-policy', lazy: page(() => import('./routes/cookie-policy')) },
      { path: '/refund-policy', lazy: page(() => import('./routes/refund-policy')) },
      { path: '/legal-info', lazy: page(() => import('./routes/legal-info')) },
      // The weekly e-mail's unsubscribe link; a POST to the same path is the API's one-click.
      { path: '/email/unsubscribe', lazy: page(() => import('./routes/email-unsubscribe')) },

      // "/." redirecting to "/" needs no route: the URL standard resolves "/." (and
      // "/%2e") to "/" before a request is sent or the router sees a path, and react-router's
      // own navigate() resolves "." the same way: a "/." entry would never be reached.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * `hydrating`: the router takes over a prerendered page. Without hydration data, react-router's
 * ScrollRestoration scrolls to the top on its first render, so a visitor who had scrolled the
 * prerendered page before its scripts ran would be thrown back up (and a click on the way would
 * land elsewhere). Empty hydration data marks the page as already rendered: no scroll reset, and
 * the same loading as without it (no route here has loader data to hydrate).
 */
export function createAppRouter({
  hydrating = false,
  settledLoaders = [],
}: {
  hydrating?: boolean;
  /**
   * Routes (by id) whose loaders the page's start data made moot (decision 038): the router
   * starts on the screen at once instead of rendering its loading state while they run.
   */
  settledLoaders?: readonly string[];
} = {}) {
  if (!hydrating && settledLoaders.length === 0) return createBrowserRouter(routes, {});
  const loaderData = Object.fromEntries(settledLoaders.map((id) => [id, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
