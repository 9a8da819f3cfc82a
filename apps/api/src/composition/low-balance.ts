import { CoinActionSchema } from '@ketoflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PaidActionRunner } from '../modules/ai/index.js';
import { createLowBalanceWatch, type RemindersService } from '../modules/reminders/index.js';
import type { WalletService } from '../modules/wallet/index.js';

/**
 * The paid-action runner the AI features get: after a charge, the reminders module may plan
 * "FlowCoins running low". A failure there is logged; the paid action's answer never waits on
 * or fails for it.
 */
export function withLowBalanceReminder(
  paidActions: PaidActionRunner,
  {
    reminders,
    wallet,
    log,
  }: {
    reminders: RemindersService;
    wallet: Pick<WalletService, 'mostUsedAction'>;
    log: Pick<FastifyBaseLogger, 'warn'>;
  },
): PaidActionRunner {
  const watch = createLowBalanceWatch({
    reminders,
    usage: { mostUsedAction: (userId) => wallet.mostUsedAction(userId) },
    priceOf: (action) => {
      const known = CoinActionSchema.safeParse(action);
      return known.success ? paidActions.priceOf(known.data) : null;
    },
  });
  return {
    ...paidActions,
    async runPaidAction(request) {
      const result = await paidActions.runPaidAction(request);
      if (result.price > 0 && !result.replayed) {
        try {
          await watch.afterCharge(request.userId, request.action, result.balance);
        } catch (error) {
          log.warn({ err: error }, 'low balance reminder: planning failed');
        }
      }
      return result;
    },
  };
}
