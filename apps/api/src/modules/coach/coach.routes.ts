import {
  type CoachErrorEvent,
  type CoachSseEventName,
  endpoints,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
} from '@ketoflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import type { CoachReplySink, CoachService } from './coach.service.js';

const tags = ['coach'];

/**
 * One answer as server-sent events. The stream opens lazily — only when the service starts
 * producing text — so everything that fails before that (404, 402 insufficient balance,
 * validation, 409) is an ordinary JSON error response from the one error handler.
 */
function sseWriter(request: FastifyRequest, reply: FastifyReply) {
  let open = false;
  const res = reply.raw;
  const write = (event: CoachSseEventName, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    get isOpen() {
      return open;
    },
    start() {
      if (open) return;
      open = true;
      reply.hijack();
      // Keep the security headers, request id and any cookie set by onRequest hooks.
      const inherited = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          ([k]) => !['content-type', 'content-length'].includes(k.toLowerCase()),
        ),
      );
      res.writeHead(200, {
        ...inherited,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      request.log.debug('coach stream opened');
    },
    delta(text: string) {
      write('delta', { text });
    },
    done(data: unknown) {
      write('done', data);
    },
    error(error: unknown) {
      const body: CoachErrorEvent =
        error instanceof AppError
          ? { code: error.code, message: error.message }
          : { code: ErrorCode.INTERNAL, message: 'Something went wrong on our side.' };
      if (!(error instanceof AppError) || error.statusCode >= 500)
        request.log[error instanceof AppError && error.statusCode === 503 ? 'warn' : 'error'](
          { err: error },
          'coach answer failed mid-stream',
        );
      write('error', body);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}

export const coachRoutes: FastifyPluginAsyncZod<{ service: CoachService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.coach.list,
    { schema: { tags, summary: 'My FlowBrain conversations, most recent activity first' } },
    async (request) => service.list(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.coach.create,
    {
      schema: {
        tags,
        summary: 'Start a conversation (titled after its first question unless a title is given)',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request).id, request.body.title)),
  );

  defineRoute(
    app,
    endpoints.coach.get,
    { schema: { tags, summary: 'One of my conversations with its messages, oldest first' } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.coach.remove,
    { schema: { tags, summary: 'Delete one of my conversations and its messages' } },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.coach.send,
    {
      schema: {
        tags,
        summary:
          'Ask FlowBrain (paid: coach_message; safety answers are free). Answers as text/event-stream: `delta` {text}…, then `done` {message, userMessage, charged, replayed} or `error` {code, message}. A retry with the same Idempotency-Key replays the stored answer without a charge.',
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const stream = sseWriter(request, reply);
      const aborter = new AbortController();
      // The browser went away: stop a model call (its coins are refunded).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborter.abort();
      });
      const sink: CoachReplySink = {
        start: () => stream.start(),
        delta: (text) => stream.delta(text),
        signal: aborter.signal,
      };
      try {
        const result = await service.send(userId, request.params.id, request.body, key, sink);
        if (!stream.isOpen) {
          // A replay (or a same-key request that joined one in flight): the stored answer
          // arrives whole, as one delta.
          stream.start();
          stream.delta(result.message.content);
        }
        stream.done(result);
        stream.end();
      } catch (error) {
        if (!stream.isOpen) throw error;
        stream.error(error);
        stream.end();
      }
    },
  );
};
