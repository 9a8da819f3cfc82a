import type { Plan } from '@ketoflow/domain';
import { formatMoney } from '../../../lib/format';

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
