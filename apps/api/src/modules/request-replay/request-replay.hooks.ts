import { createHash } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ConflictError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { addEditConflictCheck } from './edit-conflicts.js';
import type { RequestReplayRepository } from './request-replay.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's writes may carry an Idempotency-Key (decision 040). */
    replayable?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request holds the first claim on its key. */
    replayClaim?: { userId: string; key: string };
  }
}

/** A claim still running after this long belonged to a process that stopped mid-request. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

/**
 * Answers that are not the request's own outcome: the session, the permission, a repeat still
 * running, a rate limit. A repeat must run again rather than be told the same.
 */
const NOT_KEPT = new Set([401, 403, 409, 429]);

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params ?? null,
        request.body ?? null,
      ]),
    )
    .digest('hex');
}

/**
 * Exactly-once writes for the routes that declare `replayable`: the first request with a key
 * claims it and its answer is kept; a repeat gets that answer (marked `Idempotent-Replayed`),
 * a repeat while the first still runs is told to wait (409 REQUEST_IN_PROGRESS, Retry-After),
 * and the key with another request is refused (422 IDEMPOTENCY_KEY_REUSED). A server failure
 * (5xx) releases the claim, so the repeat runs again. Runs after the route's session check.
 */
export function replayHooks(repo: RequestReplayRepository): FastifyPluginAsync {
  return fp(
    async (app) => {
      app.addHook('preHandler', async (request, reply) => {
        if (!request.routeOptions.config.replayable) return;
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        if (typeof key !== 'string') return;
        const userId = currentUser(request).id;
        const fingerprint = fingerprintOf(request);
        const record = await repo.claim(
          userId,
          key,
          fingerprint,
          new Date(Date.now() - ABANDONED_CLAIM_MS),
        );
        if (record.state !== 'claimed' && record.fingerprint !== fingerprint) {
          throw new AppError(
            ErrorCode.IDEMPOTENCY_KEY_REUSED,
            422,
            'This Idempotency-Key was already used for a different request.',
          );
        }
        if (record.state === 'claimed') {
          request.replayClaim = { userId, key };
          return;
        }
        if (record.state === 'running') {
          reply.header('retry-after', '1');
          throw new ConflictError(
            'This change is still being saved. Try again in a moment.',
            ErrorCode.REQUEST_IN_PROGRESS,
          );
        }
        reply.header('idempotent-replayed', 'true').code(record.status);
        if (record.body === null) return reply.send();
        return reply.type('application/json; charset=utf-8').send(record.body);
      });

      addEditConflictCheck(app);

      app.addHook('onSend', async (request, reply, payload) => {
        const claim = request.replayClaim;
        if (!claim) return payload;
        request.replayClaim = undefined;
        const status = reply.statusCode;
        if (status >= 500 || NOT_KEPT.has(status)) {
          await repo.release(claim.userId, claim.key);
        } else {
          const body = typeof payload === 'string' && payload !== '' ? payload : null;
          await repo.answer(claim.userId, claim.key, status, body);
        }
        return payload;
      });
    },
    { name: 'request-replay' },
  );
}
