import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { sessionQueryOptions } from '../../entities/session/session';
import { preloadAppHeader } from '../layout/header';
import { RequireAuth } from './require-auth';
import { preloadOnboardingCheck, RequireOnboarding } from './require-onboarding';

/**
 * Opening a signed-in screen directly (a reload, a bookmark, the installed app's start): its
 * guards' chunks and the onboarding record are fetched alongside the route's own chunk, right
 * after the session answers. Rendering alone would ask for them one after another (the route
 * chunk, then the guards render and load the onboarding check, which then asks for the
 * record), a chain of round trips before the screen can show anything (decision 025).
 * A signed-out visitor costs two small chunks and nothing else: the record is asked for only
 * once the session has a user. The promise settles when the guards' chunks are here (it
 * rejects when one could not be loaded).
 */
export function startGuardedScreen(
  routes: RouteObject[],
  pathname: string,
  queryClient: QueryClient,
): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  if (!matched.some(({ route }) => route.Component === RequireAuth)) return Promise.resolve();
  // Resolves once the guards' chunks are here (a page with start data waits for them).
  const guards = Promise.all([preloadAppHeader(), preloadOnboardingCheck()]).then(() => undefined);
  if (!matched.some(({ route }) => route.Component === RequireOnboarding)) return guards;
  void queryClient
    .fetchQuery(sessionQueryOptions)
    .then(async (user) => {
      if (!user) return;
      const { onboardingQueryOptions } = await import('../../entities/onboarding/onboarding');
      await queryClient.prefetchQuery(onboardingQueryOptions(user.id));
    })
    // Only a head start: the guards ask again and show what went wrong.
    .catch(() => undefined);
  return guards;
}
