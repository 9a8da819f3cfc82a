import type { AiEngine } from '../lib/ai/index.js';
import type { BackgroundTasks } from '../lib/background-tasks.js';
import type { EventBus } from '../lib/event-bus.js';
import type { AuthService } from '../modules/auth/index.js';
import type { FoodsService } from '../modules/foods/index.js';
import type { OnboardingService } from '../modules/onboarding/index.js';
import type { OutboxService } from '../modules/outbox/index.js';
import type { PaidActionRunner } from '../modules/ai/index.js';
import type { ReferralService } from '../modules/referral/index.js';
import type { WalletService } from '../modules/wallet/index.js';

/** Services tests and operator tools reach through `app.services` (never routes). */
export type Services = {
  auth: AuthService;
  wallet: WalletService;
  onboarding: OnboardingService;
  referrals: ReferralService;
  foods: FoodsService;
  events: EventBus;
  /** The configured AI engine and the pay-then-work runner every AI feature goes through. */
  ai: { engine: AiEngine; paidActions: PaidActionRunner };
  /** Work started by requests and finished after their answers (e-mails). */
  background: BackgroundTasks;
  /** The e-mail outbox and its retry job. */
  outbox: OutboxService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
