import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import type { EventBus } from '../../lib/event-bus.js';
import { currentUser } from '../../plugins/session.js';

/** A heartbeat every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Server-sent events for the signed-in user: live coin balance and onboarding changes. */
export const realtimeRoutes: FastifyPluginAsync<{ events: EventBus }> = async (app, { events }) => {
  const open = new Set<() => void>();
  // End open streams before the server closes, or graceful shutdown would wait for them forever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  defineRoute(
    app.withTypeProvider<ZodTypeProvider>(),
    endpoints.realtime.stream,
    {
      preHandler: app.requireUser,
      schema: { tags: ['realtime'], summary: 'Server-sent events stream' },
    },
    (request, reply) => {
      const userId = currentUser(request).id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        ...Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(
            ([k]) => k.toLowerCase() === 'set-cookie' || k.startsWith('x-'),
          ),
        ),
      });
      res.write('retry: 2000\n\n');
      const unsubscribe = events.subscribe(userId, (event) => {
        res.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', close);
    },
  );
};
