/**
 * FlowCoins prices and the rules for balance changes (decision 003). The one price
 * table lives here so the API, the UI and the AI engines cannot disagree.
 */
import type { CoinAction } from '@ketoflow/contracts';

export const DEFAULT_COIN_PRICES: Readonly<Record<CoinAction, number>> = {
  recipe: 2,
  meal_plan_7: 5,
  meal_plan_14: 8,
  meal_plan_30: 15,
  food_scan: 1,
  coach_message: 1,
  dream_me: 10,
};

export type CoinPriceOverrides = Partial<Record<CoinAction, number>>;

/**
 * The price of an action, from configuration overrides if given. A bad override is a
 * configuration error, so it throws rather than silently charging the default.
 */
export function priceOf(action: CoinAction, overrides?: CoinPriceOverrides): number {
  const override = overrides?.[action];
  if (override === undefined) return DEFAULT_COIN_PRICES[action];
  if (!Number.isInteger(override) || override < 0) {
    throw new RangeError(`Invalid FlowCoins price for ${action}: ${String(override)}`);
  }
  return override;
}

/**
 * A balance greater than or equal to the cost passes. A negative balance (after
 * a chargeback reversal, say) never affords anything, not even a free action.
 */
export function canAfford(balance: number, cost: number): boolean {
  if (!Number.isFinite(balance) || !Number.isFinite(cost)) return false;
  if (balance < 0) return false;
  return balance >= cost;
}

export interface CoinChange {
  direction: 'credit' | 'debit';
  /** Always ≥ 0. */
  amount: number;
}

/**
 * A positive amount credits; anything else debits the absolute amount. So zero
 * is a debit of 0 and −5 is a debit of 5. Non-finite amounts are not amounts at all.
 */
export function coinChangeDirection(amount: number): CoinChange {
  if (!Number.isFinite(amount)) throw new RangeError(`Invalid coin amount: ${String(amount)}`);
  if (amount > 0) return { direction: 'credit', amount };
  return { direction: 'debit', amount: Math.abs(amount) };
}
