import {
  CreateMeasurementBodySchema,
  CreateReadingBodySchema,
  CreateWeightLogBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  ListBodyQuerySchema,
  MeasurementListSchema,
  MeasurementSchema,
  ReadingListSchema,
  ReadingSchema,
  UpdateMeasurementBodySchema,
  UpdateReadingBodySchema,
  UpdateWeightLogBodySchema,
  WeightLogListSchema,
  WeightLogSchema,
  WeightSummarySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { BodyService } from './body.service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** /api/v1/body: weight logs, tape measurements, ketone/glucose readings — all the user's own. */
export const bodyRoutes: FastifyPluginAsyncZod<{ bodyService: BodyService }> = async (
  app,
  { bodyService: body },
) => {
  app.addHook('onRequest', app.requireUser);

  // --- weights ------------------------------------------------------------------------------
  const weightTags = ['body: weight'];

  app.get(
    '/weights',
    {
      schema: {
        tags: weightTags,
        summary: 'My weigh-ins, date descending (spec §7)',
        querystring: ListBodyQuerySchema,
        response: { 200: WeightLogListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => body.listWeights(currentUser(request).id, request.query.limit),
  );

  app.get(
    '/weights/summary',
    {
      schema: {
        tags: weightTags,
        summary:
          'Latest weigh-in, BMI, trend series, weekly rate and goal progress in my preferred units',
        response: { 200: WeightSummarySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => body.summary(currentUser(request).id),
  );

  app.get(
    '/weights/:id',
    {
      schema: {
        tags: weightTags,
        summary: 'One weigh-in',
        params: IdParamsSchema,
        response: { 200: WeightLogSchema, ...errors },
      },
    },
    async (request) => body.getWeight(currentUser(request).id, request.params.id),
  );

  app.post(
    '/weights',
    {
      schema: {
        tags: weightTags,
        summary: 'Log a weight (BMI computed from the onboarding height, when there is one)',
        body: CreateWeightLogBodySchema,
        response: { 201: WeightLogSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createWeight(currentUser(request).id, request.body)),
  );

  app.patch(
    '/weights/:id',
    {
      schema: {
        tags: weightTags,
        summary: 'Change a weigh-in (BMI recomputed)',
        params: IdParamsSchema,
        body: UpdateWeightLogBodySchema,
        response: { 200: WeightLogSchema, ...errors },
      },
    },
    async (request) => body.updateWeight(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/weights/:id',
    {
      schema: {
        tags: weightTags,
        summary: 'Delete a weigh-in',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await body.deleteWeight(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- measurements -------------------------------------------------------------------------
  const measurementTags = ['body: measurements'];

  app.get(
    '/measurements',
    {
      schema: {
        tags: measurementTags,
        summary: 'My tape measurements (cm), date descending',
        querystring: ListBodyQuerySchema,
        response: { 200: MeasurementListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => body.listMeasurements(currentUser(request).id, request.query.limit),
  );

  app.get(
    '/measurements/:id',
    {
      schema: {
        tags: measurementTags,
        summary: 'One set of measurements',
        params: IdParamsSchema,
        response: { 200: MeasurementSchema, ...errors },
      },
    },
    async (request) => body.getMeasurement(currentUser(request).id, request.params.id),
  );

  app.post(
    '/measurements',
    {
      schema: {
        tags: measurementTags,
        summary: 'Log any of waist, hips, chest, arm, thigh (in cm or in; stored in cm)',
        body: CreateMeasurementBodySchema,
        response: { 201: MeasurementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createMeasurement(currentUser(request).id, request.body)),
  );

  app.patch(
    '/measurements/:id',
    {
      schema: {
        tags: measurementTags,
        summary: 'Change measurements (null clears one)',
        params: IdParamsSchema,
        body: UpdateMeasurementBodySchema,
        response: { 200: MeasurementSchema, ...errors },
      },
    },
    async (request) =>
      body.updateMeasurement(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/measurements/:id',
    {
      schema: {
        tags: measurementTags,
        summary: 'Delete a set of measurements',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await body.deleteMeasurement(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- ketone/glucose readings --------------------------------------------------------------
  const readingTags = ['body: ketones and glucose'];

  app.get(
    '/readings',
    {
      schema: {
        tags: readingTags,
        summary: 'My blood ketone/glucose readings with GKI, newest first',
        querystring: ListBodyQuerySchema,
        response: { 200: ReadingListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => body.listReadings(currentUser(request).id, request.query.limit),
  );

  app.get(
    '/readings/:id',
    {
      schema: {
        tags: readingTags,
        summary: 'One reading',
        params: IdParamsSchema,
        response: { 200: ReadingSchema, ...errors },
      },
    },
    async (request) => body.getReading(currentUser(request).id, request.params.id),
  );

  app.post(
    '/readings',
    {
      schema: {
        tags: readingTags,
        summary: 'Log BHB (mmol/L) and/or glucose (mg/dL or mmol/L); GKI when both',
        body: CreateReadingBodySchema,
        response: { 201: ReadingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await body.createReading(currentUser(request).id, request.body)),
  );

  app.patch(
    '/readings/:id',
    {
      schema: {
        tags: readingTags,
        summary: 'Change a reading (GKI recomputed; null clears a value)',
        params: IdParamsSchema,
        body: UpdateReadingBodySchema,
        response: { 200: ReadingSchema, ...errors },
      },
    },
    async (request) => body.updateReading(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/readings/:id',
    {
      schema: {
        tags: readingTags,
        summary: 'Delete a reading',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await body.deleteReading(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
