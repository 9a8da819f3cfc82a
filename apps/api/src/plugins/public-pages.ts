import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COMMERCE_CONFIG_ELEMENT_ID, type CommerceConfig } from '@ketoflow/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { loadServerEntry } from './screen-render.js';
import { acceptedEncoding, compressed, jsonDataBlock } from './start-data.js';

/** A public page as this server answers it, made once per process. */
type CompletedPage = {
  html: string;
  /** The page compressed per encoding, made on first request for each. */
  bodies: Map<'br' | 'gzip' | null, Promise<Buffer>>;
};

/**
 * Sends a public page completed with the server's configuration and says so (true), or sends
 * nothing (false): the build's file is then sent as it is (no configuration, no renderer, or the
 * page could not be completed). A boolean, not the reply: a Fastify reply is thenable, and
 * awaiting it gives undefined, which read as "not sent" and sent the file a second time.
 */
export type PublicPages = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => Promise<boolean>;

/**
 * The prerendered public pages completed with what the build could not know (decision 042):
 * they were rendered before the server's settings existed, so the sales page's Buy Now
 * buttons (the configured Digistore24 order forms) and the legal pages' operator details were
 * left to the app, which starts at a visitor's first interaction. The server renders each page
 * again with its commerce configuration, once, on the first request for it, puts that markup
 * into the build's page and adds the configuration as a data block, so the app hydrates
 * exactly what the page shows. The settings do not change while the process runs.
 */
export function createPublicPages(options: {
  distDir: string;
  files: ReadonlyMap<string, string>;
  commerce: CommerceConfig;
  log: FastifyBaseLogger;
}): PublicPages | null {
  const loadEntry = loadServerEntry(options.distDir);
  if (!loadEntry) return null;
  const entry = loadEntry;
  const pages = new Map<string, Promise<CompletedPage | null>>();

  async function complete(pathname: string, file: string): Promise<CompletedPage | null> {
    try {
      const server = await entry();
      if (!server.renderPage) return null;
      const built = await readFile(path.join(options.distDir, file), 'utf8');
      const { html: markup } = await server.renderPage(pathname, { commerce: options.commerce });
      const html = withServedMarkup(built, markup, options.commerce);
      return html ? { html, bodies: new Map() } : null;
    } catch (error) {
      options.log.warn({ err: error, pathname }, 'public page not completed; sending the build');
      return null;
    }
  }

  return async (request, reply, pathname) => {
    const file = options.files.get(pathname);
    if (!file) return false;
    let page = pages.get(pathname);
    if (!page) pages.set(pathname, (page = complete(pathname, file)));
    const completed = await page;
    if (!completed) return false;
    const encoding = acceptedEncoding(request);
    let body = completed.bodies.get(encoding);
    if (!body)
      completed.bodies.set(encoding, (body = compressed(Buffer.from(completed.html), encoding)));
    if (encoding) reply.header('content-encoding', encoding);
    reply
      .header('vary', 'Accept-Encoding')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await body);
    return true;
  };
}

/** The opening tag the build gives #root on a prerendered page (apps/web/scripts/prerender.ts). */
const ROOT_OPEN = '<div id="root" data-prerendered=';
/** The build's module loader, the first thing after #root. */
const LOADER = '<script data-entry=';

/**
 * The build's page with `markup` in #root instead of what the build rendered, and the
 * configuration as a data block in <head>; null when the page is not of the build's shape.
 */
export function withServedMarkup(
  built: string,
  markup: string,
  commerce: CommerceConfig,
): string | null {
  const head = built.indexOf('</head>');
  const open = built.indexOf(ROOT_OPEN);
  const loader = built.indexOf(LOADER);
  if (head < 0 || open < head || loader < open) return null;
  const start = built.indexOf('>', open) + 1;
  const end = built.lastIndexOf('</div>', loader);
  if (end < start) return null;
  return (
    built.slice(0, head) +
    jsonDataBlock(COMMERCE_CONFIG_ELEMENT_ID, commerce) +
    built.slice(head, start) +
    markup +
    built.slice(end)
  );
}
