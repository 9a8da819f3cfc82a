import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, ValidationError } from '../lib/errors.js';
import { isApiPath, refusedTarget, routedPath } from '../lib/request-target.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type SecurityOptions = {
  trustedOrigins: string[];
  secure: boolean;
  /**
   * Third-party scripts the operator configured (trust badge, payment provider). Their origins,
   * and nothing else, are added to the CSP; with none configured the policy stays 'self'.
   */
  thirdPartyScriptUrls?: string[];
};

/**
 * Browser features the app may use: the camera for KetoVision's live scanner, on our own
 * pages only; nothing else, in any frame (third-party widgets included). Only features
 * Chromium recognises are listed: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** The distinct origins of the given URLs (https://example.com), in order. */
export function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Security headers with a real Content-Security-Policy, plus CSRF protection:
 * a state-changing request that a browser sends from another origin is refused.
 * (Session cookies are also SameSite=Lax and httpOnly.)
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  // Badge and payment widgets load their script, then fetch data, images, styles and
  // sometimes an iframe from the same origin.
  const external = originsOf(opts.thirdPartyScriptUrls ?? []);
  // Helmet's policy is computed once: its header values never depend on the request, so
  // they are captured at start and copied onto each reply (helmet's middleware, run per
  // request, cost about a sixth of the CPU of a trivial route; bench/README.md).
  const documentHeaders = captureHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...external],
        // Radix and sonner position elements with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'", ...external],
        'img-src': ["'self'", 'data:', 'blob:', ...external],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...external],
        ...(external.length > 0 ? { 'frame-src': ["'self'", ...external] } : {}),
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(opts.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: opts.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  documentHeaders['permissions-policy'] = PERMISSIONS_POLICY;
  // JSON (and image) API responses are never rendered as documents, so the document policy
  // means nothing there; they get the OWASP REST set instead: nothing may load or frame
  // them, no sniffing, no referrer, same-origin reads only. Swagger UI (/api/docs) is HTML
  // and keeps the document headers (it sets its own CSP).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(opts.secure ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
  const trusted = new Set(opts.trustedOrigins);

  // One synchronous hook for every request: headers, request id, CSRF check, and the refusal
  // of a target that has no canonical form. Each decision reads the route the router matched
  // (`routedPath`), never the request's text (decision 036).
  app.addHook('onRequest', (request, reply, done) => {
    const path = routedPath(request);
    const isApi = isApiPath(path) && !path.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : documentHeaders);
    reply.header('x-request-id', request.id);
    done(csrfError(request, path, trusted) ?? targetError(request));
  });
});

/**
 * A state-changing browser request from another origin is refused. Requests with no
 * Origin and no Fetch Metadata are not from a browser (curl, server clients): not a CSRF
 * vector. Webhooks are server-to-server and signed: only their matched route is exempt.
 */
function csrfError(
  request: FastifyRequest,
  path: string,
  trusted: ReadonlySet<string>,
): Error | undefined {
  if (!UNSAFE_METHODS.has(request.method)) return undefined;
  if (request.routeOptions.url !== undefined && path.startsWith('/api/v1/webhooks/'))
    return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return trusted.has(origin) ? undefined : new ForbiddenError('Cross-site request refused.');
  }
  return request.headers['sec-fetch-site'] === 'cross-site'
    ? new ForbiddenError('Cross-site request refused.')
    : undefined;
}

/** A target the server would not read the way a proxy in front of it does: 400, nothing run. */
function targetError(request: FastifyRequest): Error | undefined {
  const reason = refusedTarget(request.raw);
  return reason === undefined
    ? undefined
    : new ValidationError('This address is not valid.', [{ path: 'url', message: reason }]);
}

/** Runs helmet once against a recording response and returns the headers it set. */
function captureHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
      finished = true;
    },
  );
  // Helmet's middleware is synchronous; if that ever changed, fail at start, not silently.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}
