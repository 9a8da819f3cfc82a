import { z } from 'zod';
import { PaidRequestHeadersSchema } from '../ai.js';
import {
  CoachConversationDetailSchema,
  CoachConversationListSchema,
  CoachConversationSchema,
  CreateCoachConversationBodySchema,
  SendCoachMessageBodySchema,
} from '../coach.js';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** FlowBrain conversations: /api/v1/coach. */
export const coachEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/coach/conversations',
    status: 200,
    response: CoachConversationListSchema,
    errors: [401],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/coach/conversations',
    body: CreateCoachConversationBodySchema,
    status: 201,
    response: CoachConversationSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/coach/conversations/:id',
    params: IdParamsSchema,
    status: 200,
    response: CoachConversationDetailSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/coach/conversations/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
  /**
   * The answer as server-sent events (CoachSseEventName): `delta` {text}…, then `done` or
   * `error`. Anything that fails before the first event is an ordinary JSON error.
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/v1/coach/conversations/:id/messages',
    params: IdParamsSchema,
    headers: PaidRequestHeadersSchema,
    body: SendCoachMessageBodySchema,
    kind: 'sse',
    status: 200,
    response: z.string().describe('text/event-stream'),
    errors: [...errors, 402, 409],
  }),
};
