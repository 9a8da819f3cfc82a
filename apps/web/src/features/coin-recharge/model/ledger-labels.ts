import type { CoinAction, LedgerEntry, OrderSummary } from '@ketoflow/contracts';
import { PLANS, type PlanId } from '@ketoflow/domain';

export const ACTION_LABELS: Record<CoinAction, string> = {
  recipe: 'AI recipe',
  meal_plan_7: '7-day meal plan',
  meal_plan_14: '14-day meal plan',
  meal_plan_30: '30-day meal plan',
  food_scan: 'KetoVision scan',
  coach_message: 'FlowBrain message',
  dream_me: 'Dream Me image',
};

const PLAN_NAMES = new Map<string, string>(PLANS.map((p) => [p.id, p.name]));

export function planName(plan: OrderSummary['plan'] | PlanId): string | null {
  if (plan === 'pack') return 'Coin pack';
  return PLAN_NAMES.get(plan) ?? null;
}

/** "digistore24:{orderId}:{transactionId}" → the order id (the IPN's ledger reference). */
export function orderIdOf(reference: string | null): string | null {
  const match = /^digistore24:([^:]+)(?::|$)/.exec(reference ?? '');
  return match?.[1] ?? null;
}

function actionLabel(reference: string | null): string {
  // A plain lookup rather than the zod enum: this page does not need zod in its chunk.
  return reference !== null && Object.hasOwn(ACTION_LABELS, reference)
    ? ACTION_LABELS[reference as CoinAction]
    : 'AI action';
}

export interface EntryDescription {
  title: string;
  detail: string | null;
}

/**
 * A readable line for a ledger entry: "Welcome bonus", "Purchase — Monthly Pro",
 * "Monthly renewal", "AI: 7-day meal plan"… The user's orders, when known, name the plan
 * behind a Digistore24 movement.
 */
export function describeEntry(
  entry: Pick<LedgerEntry, 'reason' | 'reference'>,
  orders: ReadonlyMap<string, OrderSummary> = new Map(),
): EntryDescription {
  const orderId = orderIdOf(entry.reference);
  const order = orderId ? orders.get(orderId) : undefined;
  const plan = order ? (planName(order.plan) ?? order.productName) : null;
  const orderDetail = orderId ? `Order ${orderId}` : null;

  switch (entry.reason) {
    case 'onboarding_bonus':
      return { title: 'Welcome bonus', detail: 'For completing your personal plan' };
    case 'purchase':
      return { title: plan ? `Purchase — ${plan}` : 'Purchase', detail: orderDetail };
    case 'rebill': {
      const title =
        order?.plan === 'monthly'
          ? 'Monthly renewal'
          : order?.plan === 'yearly'
            ? 'Yearly renewal'
            : 'Subscription renewal';
      return { title, detail: orderDetail };
    }
    case 'refund_reversal':
      return {
        title: 'Refund',
        detail: `Coins of a refunded purchase${plan ? ` (${plan})` : ''} taken back`,
      };
    case 'chargeback_reversal':
      return {
        title: 'Chargeback',
        detail: `Coins of a charged-back payment${plan ? ` (${plan})` : ''} taken back`,
      };
    case 'referral_reward':
      return { title: 'Referral reward', detail: 'A friend joined with your code' };
    case 'referral_revoked':
      return {
        title: 'Referral reward withdrawn',
        detail: 'Support found the referral was not genuine',
      };
    case 'ai_action':
      return { title: `AI: ${actionLabel(entry.reference)}`, detail: null };
    case 'ai_refund':
      return {
        title: `Refund: ${actionLabel(entry.reference)}`,
        detail: 'The AI action did not complete, so its coins came back',
      };
    case 'admin_adjustment':
      return { title: 'Adjustment by support', detail: null };
  }
  // A reason added by a newer server than this page knows.
  return { title: 'Coin movement', detail: null };
}
