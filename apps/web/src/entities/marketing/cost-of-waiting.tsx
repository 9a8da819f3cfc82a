import { planById, type Plan } from '@ketoflow/domain';
import { Clock, Coins, Stethoscope, type LucideIcon } from 'lucide-react';
import { formatMoney } from '../../lib/format';
import { useCoinPrices } from './use-coin-prices';

/**
 * What a 7-day AI meal plan costs in money on a plan's first payment (base and bonus coins):
 * the basis of the "cents per meal plan" figure, printed next to it so the reader can check it.
 */
export function mealPlanCost(plan: Plan, planCoins: number): string {
  return formatMoney(Math.round(mealPlanDollars(plan, planCoins) * 100) / 100, 'USD');
}

function mealPlanDollars(plan: Plan, planCoins: number): number {
  return (plan.price / (plan.coins + plan.bonusCoins)) * planCoins;
}

/**
 * The headline figure: the cost to one significant digit ("about $0.10" for $0.107), so it
 * reads as the round number it is and stays true when a price or a coin amount changes (a
 * cost of $0.16 reads "about $0.20", never a fixed $0.10).
 */
export function roughMealPlanCost(plan: Plan, planCoins: number): string {
  const dollars = mealPlanDollars(plan, planCoins);
  return `about ${formatMoney(Number(dollars.toPrecision(1)), 'USD')}`;
}

/** Cost of waiting (landing and sales pages): time lost, a nutritionist's fee, a plan's coins. */
export function CostOfWaiting() {
  const { meal_plan_7: planCoins } = useCoinPrices();
  const mega = planById('mega');
  const monthly = planById('monthly');
  const cards: readonly { icon: LucideIcon; figure: string; title: string; text: string }[] = [
    {
      icon: Clock,
      figure: 'Minutes',
      title: 'to get your plan',
      text: 'Every week without a plan is another week of guessing and restarting. Getting started takes a few minutes.',
    },
    {
      icon: Stethoscope,
      figure: '$150+',
      title: 'per nutritionist session',
      text: 'A single consultation often costs that much, for a plan that can’t change when your week does.',
    },
    {
      icon: Coins,
      figure: roughMealPlanCost(mega, planCoins),
      title: 'of FlowCoins per AI meal plan',
      text: 'Ask for a new plan whenever your week changes. Tracking meals, fasts and weight is free.',
    },
  ];
  return (
    <div className="grid gap-5">
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-2xl border bg-card p-6">
            <card.icon className="size-6 text-coin" aria-hidden="true" />
            <p className="mt-4">
              <span className="num block text-4xl font-bold tracking-tight">{card.figure}</span>
              <span className="font-semibold">{card.title}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{card.text}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        A 7-day AI meal plan costs {planCoins} FlowCoins: {mealPlanCost(mega, planCoins)} with the{' '}
        {mega.name}, {mealPlanCost(monthly, planCoins)} in the first month of {monthly.name} (to the
        cent). Nutritionist fees vary by country and practice.
      </p>
    </div>
  );
}
