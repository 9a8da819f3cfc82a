import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { PushDevicesService } from './push.service.js';

const tags = ['notifications'];

/** The signed-in person's devices that get reminders by Web Push. */
export const pushRoutes: FastifyPluginAsyncZod<{ devices: PushDevicesService }> = async (
  app,
  { devices },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.push.devices,
    { schema: { tags, summary: 'My push devices, and the server key to subscribe a new one' } },
    async (request) => devices.list(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.push.subscribe,
    {
      schema: {
        tags,
        summary: 'Add this browser’s push subscription (the same one again updates the device)',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await devices.subscribe(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.push.rename,
    { schema: { tags, summary: 'Rename a push device' } },
    async (request) =>
      devices.rename(currentUser(request).id, request.params.id, request.body.name),
  );

  defineRoute(
    app,
    endpoints.push.remove,
    { schema: { tags, summary: 'Stop push reminders to a device' } },
    async (request, reply) => {
      await devices.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
