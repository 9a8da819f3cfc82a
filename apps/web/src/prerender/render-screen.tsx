import type { StartData } from '@ketoflow/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { GlobalErrorBoundary } from '../app/errors/global-error-boundary';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { applyStartData } from '../app/start-data';
import { resolveLazyRoutes } from './client';

/**
 * Runs `render` with the process's clock in the person's time zone: "today", a fast's start
 * time or a weigh-in's date read as their browser would (the server sets and restores it).
 */
export type InZone = <T>(timeZone: string, render: () => T) => T;

/**
 * Controls of a painted screen wait for the app: a tap or typed text in markup that the app's
 * first render replaces would be lost, so they are `disabled` until then, marked `data-wait`
 * (index.css keeps them looking as they will; one already disabled stays as it is). Tags only:
 * React escapes `<` and `>` in text and attribute values.
 */
export function disableControls(html: string): string {
  return html.replace(
    /<(button|input|select|textarea)\b([^>]*)>/g,
    (tag, name: string, rest: string) =>
      /\sdisabled=""/.test(rest) ? tag : `<${name} disabled="" data-wait=""${rest}>`,
  );
}

/** React's mark of a Suspense boundary it left to the client. */
const SUSPENDED = '<!--$!-->';
/**
 * How long a render may wait for the parts it loads on demand: only the first render of a
 * screen in a process waits (a module, once loaded, stays), longer on a busy machine.
 */
const LOAD_BUDGET_MS = 5_000;

/** What the screen declares during a render that it never needs on the server. */
const PAGE_TITLE = /<title>[\s\S]*?<\/title>/g;

/** The screen's markup, or null when it is a loading state or an error rather than the screen. */
function finished(html: string): string | null {
  if (html.includes('Something went wrong') || html.includes('Loading page...')) return null;
  return disableControls(html.replace(PAGE_TITLE, ''));
}

/**
 * A signed-in daily-loop screen as its first client render will paint it (decision 041): the
 * app's routes and providers, a router at `url` that runs no loader, and a query client holding
 * exactly the page's start data (the session, the onboarding record and the screen's answers,
 * decision 038), so nothing is fetched here. Null when the route is not a signed-in screen
 * the start data fills, or when it rendered a loading state or an error rather than the screen.
 */
export async function renderScreen(
  url: string,
  data: StartData,
  inZone: InZone,
): Promise<string | null> {
  if (!data.answers?.length || !data.timeZone) return null;
  // The screen's route modules, loaded once per process: the router then renders the screen,
  // not its loading state (loaders are skipped below, so the handler would not load them).
  await resolveLazyRoutes(routes, new URL(url, 'http://screen.invalid').pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://screen.invalid')), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  if (context.matches.at(-1)?.route.path === '*') return null;
  // A route's loader only starts requests the start data has answered: settled, as the
  // browser's router is told (decision 038), so the screen renders rather than its fallback.
  for (const { route } of context.matches) if (route.loader) context.loaderData[route.id] ??= null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const screen = (
    <StrictMode>
      <GlobalErrorBoundary>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </GlobalErrorBoundary>
    </StrictMode>
  );
  try {
    inZone(data.timeZone, () => applyStartData(client, data));
    const deadline = Date.now() + LOAD_BUDGET_MS;
    for (;;) {
      const html = inZone(data.timeZone, () => renderToString(screen));
      // A part loaded on demand suspends the first time it renders here, as in the browser
      // (`lazyReady`); its module is then on its way, and a later render has it.
      if (!html.includes(SUSPENDED)) return finished(html);
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // The queries the screen declared (never fetched here) would keep their timers alive.
    client.clear();
  }
}
