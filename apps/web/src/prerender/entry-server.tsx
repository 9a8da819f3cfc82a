import type { CommerceConfig } from '@ketoflow/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { GlobalErrorBoundary } from '../app/errors/global-error-boundary';
import { AppProviders } from '../app/providers';
import { commerceKeys } from '../entities/query-keys';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { DocumentMetaSink, documentTitle, type DocumentMeta } from '../lib/document-meta';
import { THEME_BOOT_SCRIPT } from '../lib/theme';
import { MODULE_LOADER_SCRIPT } from './module-loader';
import { PRERENDERED_PAGES } from './pages';

export { PRERENDERED_PAGES };
export { renderScreen } from './render-screen';

/**
 * The inline scripts of every prerendered page (their CSP hashes go to the manifest): the theme
 * in <head>, before the first paint; the module loader at the end of <body>.
 */
export const INLINE_SCRIPTS = { head: THEME_BOOT_SCRIPT, body: MODULE_LOADER_SCRIPT } as const;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  meta: DocumentMeta;
}

/** What the server knows only when it runs, given to a page it completes at start. */
export interface ServedData {
  /** The commerce configuration: the sales page's order forms, the legal pages' operator. */
  commerce?: CommerceConfig;
}

/**
 * Renders one public page as a signed-out visitor's first paint: the app's route table and
 * providers, a router at `path` and a query client with no data but `served` (no request is
 * made: queries never run on the server). At build time nothing is served; the API renders
 * the page again at start with its configuration. main.tsx hydrates the result with the
 * browser router.
 */
export async function renderPage(path: string, served: ServedData = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  if (context.statusCode !== 200 || context.errors)
    throw new Error(`${path} did not render: status ${context.statusCode}`);
  // The catch-all route answers any path with the 404 page: a typo in pages.ts, not a page.
  if (context.matches.at(-1)?.route.path === '*') throw new Error(`${path} is not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: DocumentMeta = { title: documentTitle() };
  const client = createQueryClient();
  if (served.commerce) client.setQueryData(commerceKeys.config, served.commerce);
  const html = renderToString(
    <StrictMode>
      <DocumentMetaSink value={(page) => (meta = page)}>
        <GlobalErrorBoundary>
          <AppProviders client={client} prerendered>
            {/* No hydration data script: there are no loaders, and the CSP allows no inline code. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </GlobalErrorBoundary>
      </DocumentMetaSink>
    </StrictMode>,
  );
  // The queries the page declared (never fetched here) would keep their garbage-collection
  // timers, and with them the build process, alive for minutes.
  client.clear();
  return { html, meta };
}
