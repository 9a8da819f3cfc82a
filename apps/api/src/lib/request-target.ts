import type { IncomingMessage } from 'node:http';

/**
 * The one reading of a request's target that every guard, hook and the router share
 * (decision 036). Fastify hands the raw request line to the router, which percent-decodes
 * the path before matching, while a hook that compared the raw text saw something else:
 * `/api/v1/%61dmin/users` was the admin route to the router and "not admin" to the guard.
 * So the target is brought to one canonical form before routing, or refused:
 *
 * - an absolute-form target (`GET http://host/path HTTP/1.1`) becomes its path and query,
 *   as HTTP/1.1 requires of a server;
 * - a percent-encoded unreserved character (`%61`, `%2D`, `%7E`) is decoded: RFC 3986
 *   makes the two spellings the same URI, so they must be the same route;
 * - anything a proxy and the router could read differently is refused: an encoded slash,
 *   backslash or control character, a doubled slash, a `.` or `..` segment, a malformed
 *   escape, a fragment, or a target that is not a path at all.
 *
 * Letter case is left alone: paths are case-sensitive, so `/API/v1/admin` is not a route.
 */
export type RequestTarget = { ok: true; url: string } | { ok: false; reason: string };

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;
// After decoding: a control character, backslash or '#' has no business in a path.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_IN_PATH = /[\u0000-\u001f\u007f\\#]/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

export function canonicalTarget(raw: string): RequestTarget {
  let target = raw;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return { ok: false, reason: 'not a path' };

  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);

  const path = decodeUnreserved(rawPath);
  if (path === null) return { ok: false, reason: 'malformed or forbidden escape' };
  if (FORBIDDEN_IN_PATH.test(path)) return { ok: false, reason: 'forbidden character' };
  if (path.includes('//')) return { ok: false, reason: 'empty segment' };
  if (DOT_SEGMENT.test(path)) return { ok: false, reason: 'dot segment' };
  return { ok: true, url: path + query };
}

/**
 * Decodes `%XX` triplets of unreserved characters and keeps every other escape as it is
 * (upper-cased, so one spelling remains). An escape of a slash, a backslash or a control
 * character, or a `%` not followed by two hex digits, answers null.
 */
function decodeUnreserved(path: string): string | null {
  if (!path.includes('%')) return path;
  let out = '';
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i] ?? '';
    if (char !== '%') {
      out += char;
      continue;
    }
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const code = Number.parseInt(hex, 16);
    const decoded = String.fromCharCode(code);
    if (code < 0x20 || code === 0x7f || decoded === '/' || decoded === '\\') return null;
    out += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
    i += 2;
  }
  return out;
}

/** Marks a raw request whose target was refused; the not-found handler answers it. */
const REFUSED = Symbol('ketoflow.refusedTarget');
/** Where a refused target is routed: no route lives here, so nothing can act on it. */
export const REFUSED_TARGET_PATH = '/.refused-request-target';

type MarkedRequest = IncomingMessage & { [REFUSED]?: string };

/** Fastify's `rewriteUrl`: the canonical target, or the refusal path with the reason kept. */
export function rewriteToCanonical(req: IncomingMessage): string {
  const target = canonicalTarget(req.url ?? '');
  if (target.ok) return target.url;
  (req as MarkedRequest)[REFUSED] = target.reason;
  return REFUSED_TARGET_PATH;
}

/** Why the request's target was refused, or undefined when it was canonical. */
export function refusedTarget(req: IncomingMessage): string | undefined {
  return (req as MarkedRequest)[REFUSED];
}

/**
 * What a hook may decide on: the route the router matched (its pattern, e.g.
 * `/api/v1/admin/users/:id`), or for an unrouted request its canonical path (the router's own
 * input, which matched nothing). Never the raw text of the request line.
 */
export function routedPath(request: {
  routeOptions: { url?: string | undefined };
  url: string;
}): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '/';
}

/** Under /api/ in any letter case: an unrouted `/API/…` is an API 404, never the app's page. */
export function isApiPath(path: string): boolean {
  return path.slice(0, 5).toLowerCase() === '/api/';
}
