import type { RemindersService } from './reminders.service.js';

/** What the low-balance reminder reads from the wallet (the wallet module's service fits). */
export type CoinUsage = {
  /** The AI action the person paid for most often lately, if any. */
  mostUsedAction(userId: string): Promise<string | null>;
};

const WEEK_MS = 7 * 86_400_000;

/**
 * "FlowCoins running low": after a paid AI action, when the balance left is below the price of
 * the action the person uses most (or of the one just paid for, before there is a habit), a
 * reminder goes out, at most once in seven days.
 */
export function createLowBalanceWatch(deps: {
  reminders: Pick<RemindersService, 'plan' | 'lastPlanned'>;
  usage: CoinUsage;
  /** The price of an action now, or null for a name that is not an action. */
  priceOf(action: string): number | null;
}) {
  return {
    async afterCharge(userId: string, action: string, balance: number, now: Date = new Date()) {
      const habit = (await deps.usage.mostUsedAction(userId)) ?? action;
      const price = deps.priceOf(habit) ?? deps.priceOf(action);
      if (price === null || price === 0 || balance >= price) return;
      const last = await deps.reminders.lastPlanned(userId, 'low_balance');
      if (last && now.getTime() - last.getTime() < WEEK_MS) return;
      await deps.reminders.plan({
        userId,
        kind: 'low_balance',
        occurrence: `low_balance:${now.toISOString().slice(0, 10)}`,
        dueAt: now,
        title: 'FlowCoins running low',
        body: 'Your balance is below the price of the AI action you use most. Top up to keep going.',
        url: '/coin-recharge',
      });
    },
  };
}

export type LowBalanceWatch = ReturnType<typeof createLowBalanceWatch>;
