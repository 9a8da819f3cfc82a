import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { START_DATA_ELEMENT_ID, type StartData } from '@ketoflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a signed-in browser's app screen needs before it can render (decision 032), read for
 * the request's session; null when the request has no session. It may refresh the session
 * cookie on the reply, as GET /auth/session does.
 */
export type StartDataSource = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<StartData | null>;

/**
 * The browser's own navigation to a page, the only request whose answer may carry the user's
 * data: not a fetch or a prefetch, and not the service worker filling its cache (which would
 * keep one user's data in the shell it answers every navigation with, offline included).
 */
export function isDocumentNavigation(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    request.headers['sec-fetch-dest'] === 'document'
  );
}

/**
 * The shell with the data block before `</head>`. `type="application/json"` is data, never run
 * (the CSP needs no hash for it); `<` is escaped so no value (a name with "</script>") can end
 * the element early, and U+2028/2029 for old parsers that treat them as line ends.
 */
export function withStartData(shell: string, data: StartData): string {
  return shell.replace('</head>', () => `${jsonDataBlock(START_DATA_ELEMENT_ID, data)}</head>`);
}

/** A `<script type="application/json">` block holding `value`, safe anywhere in a page. */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A script of the build, as route-preloads.json names it: nothing to escape in an attribute. */
export const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * The screen's scripts as `<link rel="modulepreload">` before `</head>` (decision 038): the
 * browser fetches them while the entry loads, instead of once it has run and asked for the
 * route. The web build lists them per screen (apps/web/scripts/route-preloads.ts).
 */
export function withModulePreloads(html: string, scripts: readonly string[]): string {
  const links = scripts
    .filter((href) => BUILT_SCRIPT.test(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** Each screen's scripts from the web build (an empty table when the build has none). */
export function loadRoutePreloads(file: string): ReadonlyMap<string, readonly string[]> {
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return new Map(
      Object.entries(table).flatMap(([route, scripts]) =>
        Array.isArray(scripts) && scripts.every((href) => typeof href === 'string')
          ? [[route, scripts] as const]
          : [],
      ),
    );
  } catch {
    return new Map();
  }
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** A fast brotli level: the page is made per request, and at level 5 it is still far smaller than gzip's. */
const BROTLI_QUALITY = 5;

/**
 * Sends the shell with the user's start data: compressed as the browser accepts, and never
 * stored by a cache (it is one person's data; the next navigation asks again).
 */
export async function sendStartPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request);
  const body = await compressed(Buffer.from(html), encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'Accept-Encoding, Cookie')
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The compression the browser accepts that pages are sent with, or null for none. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** `raw` compressed with `encoding` (brotli at a fast level), or as it is for none. */
export async function compressed(raw: Buffer, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
  if (encoding === 'br') {
    return compressBrotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return encoding === 'gzip' ? compressGzip(raw) : raw;
}
