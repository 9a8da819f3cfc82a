import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors.js';

/** The admin carrying out an action, as the audit log records them. */
export type AdminActor = { id: string; email: string; ip: string };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the admin area's guard once it has let an operator through (an admin whose
     * session passed the second factor); null on every other request.
     */
    adminActor: AdminActor | null;
  }
}

/**
 * The operator of an admin request. Handlers in the admin area take it before they act: a
 * request the guard did not clear gets 403 here, so nothing can happen without an actor to
 * audit.
 */
export function adminActor(request: FastifyRequest): AdminActor {
  if (!request.adminActor) throw new ForbiddenError('This area is for the team that runs the app.');
  return request.adminActor;
}
