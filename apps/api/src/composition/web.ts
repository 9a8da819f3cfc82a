import {
  AuthUserSchema,
  endpoints,
  type CommerceConfig,
  type StartData,
} from '@ketoflow/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routedPath } from '../lib/request-target.js';
import { forwardCookies, webHeaders, type SessionReader } from '../plugins/session.js';
import type { StartDataSource } from '../plugins/start-data.js';
import { staticSpaPlugin } from '../plugins/static-spa.js';
import { answerScreen, startDay } from './start-screens.js';

type StartDataDeps = {
  sessions: SessionReader;
  onboarding: { get(userId: string): Promise<StartData['onboarding']> };
  /** Answers the screen's own first requests through the API's routes (decision 038). */
  app: FastifyInstance;
};

/** The built web app, registered last: its not-found handler answers every other path. */
export async function registerSpa(
  app: FastifyInstance,
  deps: {
    distDir: string;
    auth: { service: SessionReader };
    onboarding: { service: StartDataDeps['onboarding'] };
    /** The public pages are completed with its configuration (order forms, operator). */
    commerce: { publicConfig: CommerceConfig };
  },
): Promise<void> {
  const { auth, onboarding } = deps;
  const startData = createStartData({
    sessions: auth.service,
    onboarding: onboarding.service,
    app,
  });
  await app.register(staticSpaPlugin, {
    distDir: deps.distDir,
    startData,
    commerce: deps.commerce.publicConfig,
  });
}

/**
 * The app shell's start data (decision 032), read by the same services as GET /auth/session
 * and GET /onboarding and encoded by their response schemas as the routes' serializer does, so
 * the browser's cache holds exactly what those requests would have answered. Once onboarding
 * is done, the screen's own first requests too, answered by their routes (decision 038).
 */
export function createStartData(deps: StartDataDeps): StartDataSource {
  return async (request, reply) => {
    // No cookie, no session: a signed-out visitor costs nothing.
    if (!request.headers.cookie) return null;
    const { user, headers } = await deps.sessions.getSession(webHeaders(request));
    forwardCookies(reply, headers);
    if (!user) return null;
    const record = await deps.onboarding.get(user.id);
    // The wire form (zod types it as the schema's input: defaults not filled in), exactly what
    // the request answers; the browser keeps either in its cache as the response type.
    const onboarding = z.encode(endpoints.onboarding.get.response, record) as typeof record;
    // The session response's user schema (SessionResponseSchema's `user`, not null here).
    const start: StartData = { user: z.encode(AuthUserSchema, user), onboarding };
    // The guards send an unfinished onboarding to /onboarding: no screen to answer for.
    if (record.status !== 'complete') return start;
    const day = startDay(request);
    const answers = await answerScreen(deps.app, request, routedPath(request), day);
    return answers.length ? { ...start, ...day, answers } : start;
  };
}
