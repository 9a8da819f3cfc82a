import {
  AcceptedResponseSchema,
  ErrorBodySchema,
  PurchaseLookupBodySchema,
  PurchaseLookupResponseSchema,
  PurchaseSetupCodeBodySchema,
  SetupPasswordBodySchema,
  SetupPasswordResponseSchema,
  ThankYouBodySchema,
  ThankYouResponseSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PurchaseSetupService } from './purchase-setup.service.js';

const tags = ['purchases'];
const errors = { 400: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

export type PurchaseSetupRoutesOptions = { service: PurchaseSetupService };

/** Buyer password setup (spec §7 `ds24-password-setup`), under /api/v1/purchases. Open routes. */
export const purchaseSetupRoutes: FastifyPluginAsyncZod<PurchaseSetupRoutesOptions> = async (
  app,
  opts,
) => {
  const { service } = opts;

  app.post(
    '/lookup',
    {
      schema: {
        tags,
        summary: 'Whether an e-mail has a purchase whose account still needs a password',
        body: PurchaseLookupBodySchema,
        response: { 200: PurchaseLookupResponseSchema, ...errors },
      },
    },
    async (request) => service.lookup(request.body.email, request.ip),
  );

  app.post(
    '/setup-code',
    {
      schema: {
        tags,
        summary: 'E-mails a one-time code proving the purchase (always 202)',
        body: PurchaseSetupCodeBodySchema,
        response: { 202: AcceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.requestCode(request.body.email, request.ip);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/thank-you',
    {
      schema: {
        tags,
        summary: 'Verifies a Digistore24 thank-you link and describes the purchase (no session)',
        body: ThankYouBodySchema,
        response: { 200: ThankYouResponseSchema, ...errors },
      },
    },
    async (request) => service.thankYou(request.body.params, request.ip),
  );

  app.post(
    '/setup-password',
    {
      schema: {
        tags,
        summary: 'Sets the first password of a buyer account, with proof of the purchase',
        body: SetupPasswordBodySchema,
        response: { 200: SetupPasswordResponseSchema, ...errors },
      },
    },
    async (request) => service.setupPassword(request.body, request.ip),
  );
};
