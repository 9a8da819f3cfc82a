import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.js';

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
  // Built once at start: @fastify/helmet rebuilt the whole middleware (and re-parsed the CSP)
  // on every request, which cost about a sixth of the CPU of a trivial route (bench/README.md).
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });

  const trusted = new Set(opts.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/v1/webhooks/')) return; // server-to-server, signed
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      if (!trusted.has(origin)) throw new ForbiddenError('Cross-site request refused.');
    } else if (fetchSite === 'cross-site') {
      throw new ForbiddenError('Cross-site request refused.');
    }
    // No Origin and no Fetch Metadata: not a browser (curl, server clients) — not a CSRF vector.
  });
});
