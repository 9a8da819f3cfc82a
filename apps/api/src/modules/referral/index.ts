import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createReferralRepository } from './referral.repository.js';
import { createReferralAdmin, type ReferralPeople, type RewardReverser } from './referral.admin.js';
import { adminReferralRoutes, referralRoutes, type ReferralAudit } from './referral.routes.js';
import { createReferralService, type ReferralLogger } from './referral.service.js';

export type { ReferralPeople } from './referral.admin.js';
export type { ReferralService, RewardCrediter } from './referral.service.js';

/** The referral programme: codes, share links, pending referrals and their rewards. */
export function createReferralModule(deps: {
  db: Db;
  /** Rewards are credited; a revoked referral's reward is reversed. */
  wallet: RewardReverser;
  /** The audit log for revocations (the admin module's audit trail). */
  audit: ReferralAudit;
  /** Both people's addresses in the admin list (the auth module's user directory). */
  people: ReferralPeople;
  logger: ReferralLogger;
  appUrl: string;
  rewardCoins: number;
  /** Uniform integer in [0, n) for codes; tests pass a colliding one. */
  randomInt?: (n: number) => number;
}) {
  const { audit: _audit, people: _people, ...serviceDeps } = deps;
  const service = createReferralService({
    ...serviceDeps,
    repo: createReferralRepository(deps.db),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(referralRoutes, { referralService: service, prefix: '/api/v1/referrals' });
  };
  /** Mounted inside the admin area, behind its guard. */
  const adminRoutes: FastifyPluginAsync = async (app) => {
    await app.register(adminReferralRoutes, {
      admin: createReferralAdmin({ db: deps.db, wallet: deps.wallet, people: deps.people }),
      audit: deps.audit,
    });
  };
  return { service, routes, adminRoutes };
}
