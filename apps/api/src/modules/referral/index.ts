import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createReferralRepository } from './referral.repository.js';
import { referralRoutes } from './referral.routes.js';
import {
  createReferralService,
  type ReferralLogger,
  type RewardCrediter,
} from './referral.service.js';

export type { ReferralService, RewardCrediter } from './referral.service.js';

/** The referral programme: codes, share links, pending referrals and their rewards. */
export function createReferralModule(deps: {
  db: Db;
  wallet: RewardCrediter;
  logger: ReferralLogger;
  appUrl: string;
  rewardCoins: number;
  /** Uniform integer in [0, n) for codes; tests pass a colliding one. */
  randomInt?: (n: number) => number;
}) {
  const service = createReferralService({
    ...deps,
    repo: createReferralRepository(deps.db),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(referralRoutes, { referralService: service, prefix: '/api/v1/referrals' });
  };
  return { service, routes };
}
