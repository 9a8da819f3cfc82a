import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../../lib/event-bus.js';
import { realtimeRoutes } from './realtime.routes.js';

/** The signed-in user's server-sent events (/api/v1/events): live balance and onboarding. */
export function createRealtimeModule(deps: { events: EventBus }) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(realtimeRoutes, { events: deps.events, prefix: '/api/v1/events' });
  };
  return { routes };
}
