import { DEFAULT_COIN_PRICES, type Plan } from '@ketoflow/domain';
import { formatInteger, formatMoney } from '../../../lib/format';

/** "$20", "/ month" — the price line of a plan card. */
export function billingSuffix(plan: Plan): string {
  if (plan.billing === 'month') return 'per month';
  if (plan.billing === 'year') return 'per year';
  return 'one time';
}

/** Footer wording in euro: "Monthly Pro €20 per month". */
export function euroPriceLine(plan: Plan): string {
  return `${plan.name} ${formatMoney(plan.price, 'EUR')} ${billingSuffix(plan)}`;
}

/** Coins of the first payment (base + bonus; rebills bring the base only). */
export function firstPaymentCoins(plan: Plan): number {
  return plan.coins + plan.bonusCoins;
}

/**
 * What a 7-day AI meal plan costs in money on a plan's first payment — the basis of the
 * "about $0.10 per meal plan" claim, shown next to it so the reader can check it.
 */
export function mealPlanCost(plan: Plan): string {
  const perCoin = plan.price / firstPaymentCoins(plan);
  return formatMoney(Math.round(perCoin * DEFAULT_COIN_PRICES.meal_plan_7 * 100) / 100, 'USD');
}

export function coinsLabel(coins: number): string {
  return `${formatInteger(coins)} FlowCoins`;
}
