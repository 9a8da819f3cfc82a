import { defineEndpoint } from './define.js';

/** Live updates: /api/v1/events (each event is a RealtimeEventSchema as JSON). */
export const realtimeEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/v1/events',
    kind: 'sse',
    status: 200,
    errors: [],
  }),
};
