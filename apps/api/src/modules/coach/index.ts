import { weeklyTip, type CoachTip } from '@ketoflow/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import { loadCoachKnowledge } from './coach.knowledge.js';
import type { CoachPayments, CoachSources } from './coach.ports.js';
import { createCoachRepository } from './coach.repository.js';
import { coachRoutes } from './coach.routes.js';
import { createCoachService } from './coach.service.js';

export type { CoachPayments, CoachSources } from './coach.ports.js';

/** The knowledge base's tip of a week (weekly e-mails). */
export type CoachTips = { forWeek(weekStart: string): CoachTip | null };

/**
 * The coach's curated guide as a tip a week, read once from the same file the coach answers
 * from. It needs nothing of the coach's own ports, so a reader built before the coach (the
 * weekly summary, which the reminders send) takes it without depending on the coach.
 */
export async function loadCoachTips(file?: string): Promise<CoachTips> {
  const entries = await loadCoachKnowledge(file);
  return { forWeek: (weekStart) => weeklyTip(entries, weekStart) };
}

/** FlowBrain (/api/v1/coach): streamed answers grounded in the user's own numbers. */
export async function createCoachModule(
  deps: CoachSources & {
    db: Db;
    engine: AiEngine;
    paidActions: CoachPayments;
    logger: FastifyBaseLogger;
  },
) {
  const service = createCoachService({
    ...deps,
    repo: createCoachRepository(deps.db),
    knowledge: await loadCoachKnowledge(),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(coachRoutes, { service, prefix: '/api/v1/coach' });
  };
  return { service, routes };
}
