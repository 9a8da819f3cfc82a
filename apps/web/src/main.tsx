import './lib/zod-jitless';
import './fonts.css';
import './index.css';
import type { AuthUser } from '@ketoflow/contracts';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { deviceCache } from './app/device-cache';
import { queryClient } from './app/query-client';
import { startGuardedScreen } from './app/guards/guarded-start';
import { createAppRouter, routes } from './app/router';
import { applyStartData, takeStartData } from './app/start-data';
import { env } from './config/env';
import { applyServedCommerceConfig } from './entities/commerce/commerce';
import { sessionKeys } from './entities/query-keys';
import { sessionQueryOptions, wasSignedIn } from './entities/session/session';
import { keepScreensOnLeave } from './lib/kept-screen';
import { outbox } from './lib/outbox';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { rememberTypedValues } from './lib/early-interaction';
import { clientTimeZone } from './lib/time-zone';
import { yieldToBrowser } from './lib/yield-to-browser';
import { initTheme } from './lib/theme';
import {
  canHydrate,
  DRAWN_ATTRIBUTE,
  markLive,
  PRERENDERED_ATTRIBUTE,
  releaseDrawnScreen,
  resolveLazyRoutes,
} from './prerender/client';

initTheme();
captureInstallPrompt();
// A signed-in screen's page carries the session and onboarding record (decision 032).
const startData = takeStartData();
// A public page the server completed with its commerce configuration (order forms, operator).
applyServedCommerceConfig(queryClient);
// A signed-in screen already on the page: drawn by the server or kept on the device.
const drawn = document.getElementById('root')?.hasAttribute(DRAWN_ATTRIBUTE) ?? false;
const DRAWN_WAIT_MS = 3_000;
// TanStack Query counts the browser as online until told otherwise: a start without a
// network must pause requests (and keep the saved data) instead of failing them.
onlineManager.setOnline(navigator.onLine);

/**
 * Before the first render: what the device kept of the signed-in person (decision 037), so the
 * screen opens with it at once, online or offline; then the start data, which is newer; else
 * the session request, started while the first route chunk downloads.
 */
async function prepareData(): Promise<void> {
  if (wasSignedIn())
    await deviceCache.restore(queryClient, startData?.user.id ?? null, !onlineManager.isOnline());
  deviceCache.follow(queryClient);
  // The first reading of a date or zone starts the browser's ICU: tens of milliseconds on a
  // phone, given a task of its own rather than added to the next step's.
  await yieldToBrowser();
  clientTimeZone();
  await yieldToBrowser();
  if (startData) applyStartData(queryClient, startData);
  else void queryClient.prefetchQuery(sessionQueryOptions);
  await yieldToBrowser();
  // The person's queued changes, read before the first render: their lists show them
  // ("Waiting to sync") from the first frame, not a moment after.
  const userId = signedInUserId();
  const queued = userId ? withinDrawnWait(outbox.setOwner(userId)) : null;
  // A signed-in screen's guards and onboarding record, alongside its chunk (decision 025).
  const guards = startGuardedScreen(routes, window.location.pathname, queryClient);
  // With its data in the page, the screen's code is all it waits for (the server named it for
  // preloading): the first render is then the screen itself, not three loading states one
  // after another (decision 038). A chunk that fails is the router's to report.
  // A screen drawn before the app ran (decision 041) stays until the app can draw it too:
  // replacing it with loading states first would show the data, then a spinner, then the data.
  if (startData || drawn) {
    await Promise.all([
      guards,
      resolveLazyRoutes(routes, window.location.pathname),
      startData ? null : knownSession(),
      queued,
    ]).catch(() => undefined);
  } else await queued?.catch(() => undefined);
}

/** Never longer than a few seconds: a slow device must not hold the app behind a picture. */
function withinDrawnWait(work: Promise<unknown>): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, DRAWN_WAIT_MS))]);
}

/**
 * Who is signed in, for a screen painted from the device: kept (offline) or asked for. Never
 * longer than a few seconds: a slow network must not hold the app behind a picture of itself.
 */
function knownSession(): Promise<unknown> {
  return withinDrawnWait(queryClient.ensureQueryData(sessionQueryOptions));
}

function signedInUserId(): string | null {
  return queryClient.getQueryData<AuthUser | null>(sessionKeys.all)?.id ?? null;
}

/** The screen's routes whose loaders have nothing to do: the page carried their data. */
function settledLoaders(): string[] {
  if (!startData?.answers?.length) return [];
  return (matchRoutes(routes, window.location.pathname) ?? []).flatMap(({ route }) =>
    route.loader && route.id ? [route.id] : [],
  );
}

/**
 * A prerendered page (/, /d, /auth, legal pages) is already painted: its route module loads
 * before the first render, so that render is the page itself, not the loading screen. (Not a
 * top-level await: route chunks import modules of this one, and would wait on it forever.)
 */
async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const hydrate = prerendered && canHydrate(container, window.location);
  const router = createAppRouter({ hydrating: hydrate, settledLoaders: settledLoaders() });
  // Each screen as last seen, painted at once on the next visit (decision 041).
  keepScreensOnLeave(container, signedInUserId, router);
  const app = (
    <StrictMode>
      <App router={router} prerendered={hydrate} onHydrated={() => markLive(container)} />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: taps and scrolls stay responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Rendered afresh over any prerendered markup: it is the live app from the first render.
    // Its fields replace the prerendered ones, and take over what was typed into those.
    if (prerendered) rememberTypedValues(container);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    releaseDrawnScreen(container);
    const root = createRoot(container);
    // A signed-in screen with its data renders filled in one go (decision 038): as a transition,
    // that render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole screen. (Not for other pages: decision 025 took it back there.)
    if (startData || drawn) startTransition(() => root.render(app));
    else root.render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The modules' evaluation is one task; preparing the data (the device's store, the guards, the
// first formatting of a date) starts in the next, so neither holds the main thread for both.
void yieldToBrowser()
  .then(prepareData)
  .then(() => start(container));

if (env.isProd) void registerServiceWorker();
