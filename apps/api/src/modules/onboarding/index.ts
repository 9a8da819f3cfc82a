import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import type { EventBus } from '../../lib/event-bus.js';
import { createOnboardingRepository } from './onboarding.repository.js';
import { onboardingRoutes } from './onboarding.routes.js';
import {
  createOnboardingService,
  type BonusWallet,
  type ReferralCompleter,
} from './onboarding.service.js';

export type { BonusWallet, OnboardingService, ReferralCompleter } from './onboarding.service.js';

/** The questionnaire, the personal plan it produces, its summary and the one-time bonus. */
export function createOnboardingModule(deps: {
  db: Db;
  wallet: BonusWallet;
  referrals: ReferralCompleter;
  events: EventBus;
  /** With a chat/structured engine the model may word the summary; free. */
  engine: AiEngine;
  logger: FastifyBaseLogger;
  appName: string;
  bonusCoins: number;
}) {
  const service = createOnboardingService({
    repo: createOnboardingRepository(deps.db),
    wallet: deps.wallet,
    referrals: deps.referrals,
    events: deps.events,
    engine: deps.engine,
    logger: deps.logger,
    appName: deps.appName,
    bonusCoins: deps.bonusCoins,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(onboardingRoutes, {
      onboardingService: service,
      prefix: '/api/v1/onboarding',
    });
  };
  /** The profile every module that needs it reads (body, goals, units, diet, targets). */
  const profile: ProfileReader = { read: (userId) => service.profile(userId) };
  return { service, routes, profile };
}
