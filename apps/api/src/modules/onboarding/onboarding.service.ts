import type {
  CompleteOnboardingResponse,
  GetOnboardingResponse,
  OnboardingAnswers,
  OnboardingResponse,
} from '@ketoflow/contracts';
import { buildPersonalPlan } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine } from '../../lib/ai/index.js';
import type { EventBus } from '../../lib/event-bus.js';
import { writeSummary } from './ai-summary.js';
import { isProfileComplete, type ProfileRow, type ProfileStore } from '../profile/index.js';

/** The ledger key that makes grant_onboarding_bonus happen once per user, whatever the concurrency. */
const BONUS_KEY = 'onboarding-bonus';

function toResponse(row: ProfileRow): OnboardingResponse {
  return {
    id: row.id,
    answers: row.answers,
    plan: row.plan,
    aiSummary: row.aiSummary,
    summaryProvenance: {
      engine: row.summaryEngine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
      model: row.summaryModel,
    },
    completedAt: row.completedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How the onboarding bonus is paid (the wallet module's service fits). */
export type BonusWallet = {
  credit(m: {
    userId: string;
    amount: number;
    reason: 'onboarding_bonus';
    reference: string;
    idempotencyKey: string;
  }): Promise<{ balance: number; replayed: boolean }>;
  getBalance(userId: string): Promise<number>;
};

/** Completing onboarding completes the user's pending referral (never throws; logs). */
export type ReferralCompleter = { completeFor(refereeId: string): Promise<boolean> };

export function createOnboardingService(deps: {
  /** Where the answers and the plan are kept (the profile module's store). */
  profiles: ProfileStore;
  wallet: BonusWallet;
  events: EventBus;
  appName: string;
  bonusCoins: number;
  referrals?: ReferralCompleter;
  /** With a chat/structured engine the model may word the summary; free. */
  engine?: AiEngine;
  logger?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async get(userId: string): Promise<GetOnboardingResponse> {
      const row = await deps.profiles.find(userId);
      return {
        status: isProfileComplete(row) ? 'complete' : 'incomplete',
        response: row ? toResponse(row) : null,
      };
    },

    async isComplete(userId: string): Promise<boolean> {
      return isProfileComplete(await deps.profiles.find(userId));
    },

    /**
     * Completes (or re-answers) onboarding: the plan and its summary are
     * recomputed from the answers, then the bonus is granted once.
     */
    async complete(
      userId: string,
      answers: OnboardingAnswers,
    ): Promise<CompleteOnboardingResponse> {
      const plan = buildPersonalPlan(answers, now());
      const summary = await writeSummary({
        answers,
        plan,
        productName: deps.appName,
        engine: deps.engine,
        logger: deps.logger,
      });
      const row = await deps.profiles.save(userId, {
        answers,
        plan,
        aiSummary: summary.text,
        summaryEngine: summary.engine,
        summaryModel: summary.model,
      });
      let bonusGranted = 0;
      let balance: number;
      if (deps.bonusCoins > 0) {
        const result = await deps.wallet.credit({
          userId,
          amount: deps.bonusCoins,
          reason: 'onboarding_bonus',
          reference: row.id,
          idempotencyKey: BONUS_KEY,
        });
        bonusGranted = result.replayed ? 0 : deps.bonusCoins;
        balance = result.balance;
      } else {
        balance = await deps.wallet.getBalance(userId);
      }
      // The referrer's reward: claimed once, whichever of several saves gets there first.
      await deps.referrals?.completeFor(userId).catch(() => false);
      await deps.events.publish(userId, { type: 'onboarding.updated' });
      return { response: toResponse(row), bonusGranted, balance };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
