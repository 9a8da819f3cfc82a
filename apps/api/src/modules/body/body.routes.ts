import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { BodyService } from './body.service.js';

/** /api/v1/body: weight logs, tape measurements, ketone/glucose readings — all the user's own. */
export const bodyRoutes: FastifyPluginAsyncZod<{ bodyService: BodyService }> = async (
  app,
  { bodyService: body },
) => {
  app.addHook('onRequest', app.requireUser);

  // --- weights ------------------------------------------------------------------------------
  const weightTags = ['body: weight'];

  defineRoute(
    app,
    endpoints.weights.list,
    { schema: { tags: weightTags, summary: 'My weigh-ins, date descending (spec §7)' } },
    async (request) => body.listWeights(currentUser(request).id, request.query.limit),
  );

  defineRoute(
    app,
    endpoints.weights.summary,
    {
      schema: {
        tags: weightTags,
        summary:
          'Latest weigh-in, BMI, trend series, weekly rate and goal progress in my preferred units',
      },
    },
    async (request) => body.summary(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.weights.get,
    { schema: { tags: weightTags, summary: 'One weigh-in' } },
    async (request) => body.getWeight(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.weights.create,
    {
      schema: {
        tags: weightTags,
        summary: 'Log a weight (BMI computed from the onboarding height, when there is one)',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createWeight(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.weights.update,
    { schema: { tags: weightTags, summary: 'Change a weigh-in (BMI recomputed)' } },
    async (request) => body.updateWeight(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.weights.remove,
    { schema: { tags: weightTags, summary: 'Delete a weigh-in' } },
    async (request, reply) => {
      await body.deleteWeight(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- measurements -------------------------------------------------------------------------
  const measurementTags = ['body: measurements'];

  defineRoute(
    app,
    endpoints.measurements.list,
    { schema: { tags: measurementTags, summary: 'My tape measurements (cm), date descending' } },
    async (request) => body.listMeasurements(currentUser(request).id, request.query.limit),
  );

  defineRoute(
    app,
    endpoints.measurements.get,
    { schema: { tags: measurementTags, summary: 'One set of measurements' } },
    async (request) => body.getMeasurement(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.measurements.create,
    {
      schema: {
        tags: measurementTags,
        summary: 'Log any of waist, hips, chest, arm, thigh (in cm or in; stored in cm)',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createMeasurement(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.measurements.update,
    { schema: { tags: measurementTags, summary: 'Change measurements (null clears one)' } },
    async (request) =>
      body.updateMeasurement(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.measurements.remove,
    { schema: { tags: measurementTags, summary: 'Delete a set of measurements' } },
    async (request, reply) => {
      await body.deleteMeasurement(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- ketone/glucose readings --------------------------------------------------------------
  const readingTags = ['body: ketones and glucose'];

  defineRoute(
    app,
    endpoints.readings.list,
    {
      schema: {
        tags: readingTags,
        summary: 'My blood ketone/glucose readings with GKI, newest first',
      },
    },
    async (request) => body.listReadings(currentUser(request).id, request.query.limit),
  );

  defineRoute(
    app,
    endpoints.readings.get,
    { schema: { tags: readingTags, summary: 'One reading' } },
    async (request) => body.getReading(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.readings.create,
    {
      schema: {
        tags: readingTags,
        summary: 'Log BHB (mmol/L) and/or glucose (mg/dL or mmol/L); GKI when both',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createReading(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.readings.update,
    {
      schema: {
        tags: readingTags,
        summary: 'Change a reading (GKI recomputed; null clears a value)',
      },
    },
    async (request) => body.updateReading(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.readings.remove,
    { schema: { tags: readingTags, summary: 'Delete a reading' } },
    async (request, reply) => {
      await body.deleteReading(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
