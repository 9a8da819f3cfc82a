import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { DigistoreAdmin } from './digistore.admin.js';
import type { DigistoreService } from './digistore.service.js';

const FORM = 'application/x-www-form-urlencoded';
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * POST /api/v1/webhooks/digistore24 — Digistore24's IPN. Answers the plain-text
 * `OK` Digistore24 expects for handled, duplicate, ignored and test calls, and
 * `ERROR: …` with a non-2xx status otherwise, so the call is retried and shows in
 * Digistore24's IPN report (and in our access logs as a failure).
 */
export const digistoreWebhookRoutes: FastifyPluginAsyncZod<{
  digistoreService: DigistoreService;
}> = async (app, { digistoreService }) => {
  // The signature covers the decoded fields exactly as PHP sees them (a repeated
  // key keeps its last value); @fastify/formbody's parser would turn repeats into
  // arrays. So this route reads every body as raw text and decodes it with
  // URLSearchParams: whatever else arrives simply fails the signature check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  defineRoute(
    app,
    endpoints.webhooks.digistore24,
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Digistore24 IPN (form fields signed with sha_sign); answers OK or ERROR: …',
        consumes: [FORM],
      },
    },
    async (request, reply) => {
      reply.type(PLAIN_TEXT);
      try {
        const outcome = await digistoreService.handleIpn(request.body ?? '', { ip: request.ip });
        if (outcome.ok) return await reply.status(200).send('OK');
        request.log.warn({ status: outcome.status, reason: outcome.message }, 'IPN refused');
        return await reply.status(outcome.status).send(`ERROR: ${outcome.message}`);
      } catch (error) {
        request.log.error({ err: error }, 'IPN failed');
        return await reply.status(500).send(`ERROR: internal error (request ${request.id})`);
      }
    },
  );
};

/** GET /api/v1/orders — the signed-in user's Digistore24 orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{ digistoreService: DigistoreService }> = async (
  app,
  { digistoreService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.orders.list,
    {
      schema: {
        tags: ['orders'],
        summary: 'My purchases, newest first, with payment and subscription status',
      },
    },
    async (request) => ({ items: await digistoreService.listOrders(currentUser(request).id) }),
  );
};

/** The admin area's sales; mounted inside the area, whose guard runs first. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ admin: DigistoreAdmin }> = async (
  app,
  { admin },
) => {
  const tags = ['admin'];
  const ep = endpoints.adminCommerce;
  defineRoute(
    app,
    ep.orders,
    { schema: { tags, summary: 'Digistore24 orders: search, filter by state and plan, paged' } },
    async (request) => admin.orders(request.query),
  );
  defineRoute(
    app,
    ep.order,
    { schema: { tags, summary: 'One order with every IPN call about it' } },
    async (request) => admin.order(request.params.orderId),
  );
  defineRoute(
    app,
    ep.ipnCalls,
    { schema: { tags, summary: 'Every IPN call received, signed or not, with its outcome' } },
    async (request) => admin.ipnCalls(request.query),
  );
};
