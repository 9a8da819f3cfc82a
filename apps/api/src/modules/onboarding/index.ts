import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AiEngine } from '../../lib/ai/index.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { ProfileStore } from '../profile/index.js';
import { onboardingRoutes } from './onboarding.routes.js';
import {
  createOnboardingService,
  type BonusWallet,
  type ReferralCompleter,
} from './onboarding.service.js';

export type { BonusWallet, OnboardingService, ReferralCompleter } from './onboarding.service.js';

/** The questionnaire, the personal plan it produces, its summary and the one-time bonus. */
export function createOnboardingModule(deps: {
  /** Where the answers and the plan are kept (the profile module's store). */
  profiles: ProfileStore;
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
    profiles: deps.profiles,
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
  return { service, routes };
}
