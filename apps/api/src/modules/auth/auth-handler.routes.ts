import type { FastifyPluginAsync } from 'fastify';
import type { BetterAuth } from './better-auth.js';

/**
 * better-auth's own endpoints, for the links it puts in e-mails
 * (/api/auth/verify-email, /api/auth/reset-password/:token). The app itself
 * talks to /api/v1/auth, which wraps the same library with our error codes.
 */
export const betterAuthHandlerRoutes: FastifyPluginAsync<{ auth: BetterAuth }> = async (
  app,
  { auth },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value !== undefined)
          headers.append(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.body === undefined || request.method === 'GET'
            ? {}
            : { body: JSON.stringify(request.body) }),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
