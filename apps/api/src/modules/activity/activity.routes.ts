import { endpoints } from '@ketoflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { currentUser } from '../../plugins/session.js';
import type { ActivityService } from './activity.service.js';

const tags = ['activity'];

/**
 * A batch of 50 entries at the contract's limits is about 40 KB; anything much larger is
 * refused (413) before it is parsed, so a 10,000-entry body costs no JSON parsing.
 */
export const ACTIVITY_BODY_LIMIT = 64 * 1024;

export const activityRoutes: FastifyPluginAsyncZod<{
  activityService: ActivityService;
  limiter: RateLimiter;
  limits: { batches: RateRule; pings: RateRule };
}> = async (app, { activityService, limiter, limits }) => {
  defineRoute(
    app,
    endpoints.activity.policy,
    { schema: { tags, summary: 'How long activity entries are kept (for the privacy policy)' } },
    () => activityService.policy(),
  );

  // Counted before validation, so malformed batches spend the same budget as good ones.
  const limited =
    (name: string, rule: RateRule) =>
    async (request: FastifyRequest): Promise<void> =>
      limiter.hit(`activity-${name}:${currentUser(request).id}`, rule);

  await app.register(async (beacon) => {
    // navigator.sendBeacon posts its string body as text/plain (a JSON Blob type is refused by
    // some browsers), so this route, and only this one, reads text/plain as JSON. The CSRF
    // origin check and the SameSite session cookie still apply as to any other POST.
    beacon.removeContentTypeParser('text/plain');
    beacon.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: ACTIVITY_BODY_LIMIT },
      beacon.getDefaultJsonParser('error', 'error'),
    );
    defineRoute(
      beacon,
      endpoints.activity.log,
      {
        bodyLimit: ACTIVITY_BODY_LIMIT,
        onRequest: app.requireUser,
        preValidation: limited('batch', limits.batches),
        schema: {
          tags,
          summary: 'Store a batch of activity entries for the signed-in user',
          description:
            'The same JSON body is also accepted as text/plain, which is what navigator.sendBeacon sends.',
        },
      },
      async (request, reply) => {
        const { stored, outOfWindow } = await activityService.record(
          currentUser(request).id,
          request.body.entries,
        );
        // Not an error (the rest of the batch is stored), but a clock worth noticing.
        if (outOfWindow > 0) {
          request.log.info({ outOfWindow }, 'activity entries outside the time window skipped');
        }
        return reply.status(202).send({ stored });
      },
    );
  });

  defineRoute(
    app,
    endpoints.activity.ping,
    {
      onRequest: app.requireUser,
      preValidation: limited('ping', limits.pings),
      schema: { tags, summary: 'Mark the signed-in user active now (update_user_activity)' },
    },
    async (request, reply) => {
      await activityService.ping(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.activity.settings,
    { onRequest: app.requireUser, schema: { tags, summary: 'My activity logging choice' } },
    async (request) => activityService.getSettings(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.activity.updateSettings,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Turn activity logging on or off (off deletes what was logged)',
      },
    },
    async (request) => activityService.updateSettings(currentUser(request).id, request.body),
  );
};
