import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@ketoflow/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from '../lib/request-target.js';
import { loadPrerenderedPages, PRERENDERED_DIR, withScriptHashes } from './prerendered-pages.js';
import { createPublicPages } from './public-pages.js';
import {
  loadScreenRenderer,
  SCREEN_RENDER_DIR,
  withLoaderPreloads,
  withScreenMarkup,
} from './screen-render.js';
import {
  isDocumentNavigation,
  loadRoutePreloads,
  sendStartPage,
  withModulePreloads,
  withStartData,
  type StartDataSource,
} from './start-data.js';
import type { CommerceConfig, StartData } from '@ketoflow/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon, icons): may change with a release, rarely do. */
const SHORT = 'public, max-age=3600';

/** Files whose URL never changes while their content does: the browser must always revalidate. */
const ALWAYS_REVALIDATED = /(?:\.html|\.webmanifest|^sw\.js|^registerSW\.js|^workbox-[\w-]+\.js)$/;

/**
 * The Cache-Control of a file in dist, by its path relative to dist (a .br / .gz sibling is
 * cached as its original). Vite writes only content-hashed names into assets/, so those never
 * change; HTML, the service worker and the manifest name those assets and must stay fresh.
 */
export function cacheControlFor(relativePath: string): string {
  const original = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (original.startsWith('assets/')) return IMMUTABLE;
  return ALWAYS_REVALIDATED.test(original) ? REVALIDATE : SHORT;
}

/**
 * Serves the built SPA. Files are answered precompressed (the web build writes .br and .gz
 * siblings; @fastify/static picks one by Accept-Encoding, sets Content-Encoding, the original's
 * Content-Type and Vary). Navigations get the prerendered page of their route when the build has
 * one, with its inline scripts allowed by hash, else the SPA shell (history API routing); a
 * signed-in browser's navigation to an app screen gets the shell with its start data.
 */
export const staticSpaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { distDir: string; startData?: StartDataSource; commerce?: CommerceConfig },
  ) => {
    const hasBuild = existsSync(path.join(opts.distDir, 'index.html'));
    const prerendered = hasBuild ? loadPrerenderedPages(opts.distDir) : null;
    const shell = hasBuild ? readFileSync(path.join(opts.distDir, 'index.html'), 'utf8') : '';
    const preloads = loadRoutePreloads(path.join(opts.distDir, 'route-preloads.json'));
    const renderScreen = hasBuild ? loadScreenRenderer(opts.distDir) : null;
    const publicPages =
      prerendered && opts.commerce
        ? createPublicPages({
            distDir: opts.distDir,
            files: prerendered.files,
            commerce: opts.commerce,
            log: app.log,
          })
        : null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // One route per file found at start: no request path ever reaches the file system, so
        // nothing outside dist (or not in the build) can be read.
        wildcard: false,
        index: false,
        preCompressed: true,
        // Siblings are chosen by Accept-Encoding, not requested; prerendered pages are answered
        // only on their route, with their CSP.
        globIgnore: ['**/*.br', '**/*.gz', `${PRERENDERED_DIR}/**`, `${SCREEN_RENDER_DIR}/**`],
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControlFor(path.relative(opts.distDir, filePath)));
        },
      });
    }

    /**
     * The shell with the signed-in user's start data and the screen's scripts, or null to send
     * the plain shell. A screen the server draws goes into the build's screen shell, whose
     * loader starts the scripts once the screen has painted; its inline scripts are allowed by
     * hash.
     */
    async function startPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      if (!opts.startData || !isDocumentNavigation(request)) return null;
      try {
        const data = await opts.startData(request, reply);
        if (!data) return null;
        const scripts = preloads.get(pathname) ?? [];
        const markup = await screenMarkup(request, pathname, data);
        if (markup && prerendered?.screenShell) {
          allowInlineScripts(reply);
          const page = withStartData(prerendered.screenShell, data);
          return withScreenMarkup(withLoaderPreloads(page, scripts), markup);
        }
        const page = withModulePreloads(withStartData(shell, data), scripts);
        return markup ? withScreenMarkup(page, markup) : page;
      } catch (error) {
        // Only a head start: the app asks for the same data itself and says what went wrong.
        request.log.warn({ err: error }, 'start data unavailable; sending the plain shell');
        return null;
      }
    }

    /** Adds the prerendered pages' inline scripts (theme, module loader) to the reply's CSP. */
    function allowInlineScripts(reply: FastifyReply) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && prerendered) {
        reply.header('content-security-policy', withScriptHashes(policy, prerendered.scriptHashes));
      }
    }

    /** The screen drawn from its start data (decision 041), or null: the app draws it. */
    async function screenMarkup(request: FastifyRequest, pathname: string, data: StartData) {
      if (!renderScreen || !data.answers?.length) return null;
      try {
        const query = request.url.indexOf('?');
        return await renderScreen(query < 0 ? pathname : pathname + request.url.slice(query), data);
      } catch (error) {
        request.log.warn({ err: error }, 'screen render failed; the app draws the screen');
        return null;
      }
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const page = prerendered?.files.get(pathname);
      if (!page || !prerendered) {
        const html = await startPage(request, reply, pathname);
        return html ? sendStartPage(request, reply, html) : reply.sendFile('index.html');
      }
      allowInlineScripts(reply);
      if (await publicPages?.(request, reply, pathname)) return reply;
      return reply.sendFile(page);
    }

    app.setNotFoundHandler((request, reply) => {
      // Unrouted: the canonical path is what the router was given (lib/request-target.ts).
      const pathname = routedPath(request);
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
      if (isPageRequest) {
        // A missing asset must 404, not return the app shell.
        if (hasBuild && !path.extname(pathname)) return sendPage(request, reply, pathname);
      }
      return reply.status(404).send({
        error: { code: ErrorCode.NOT_FOUND, message: 'Not found.', requestId: request.id },
      });
    });
  },
);
