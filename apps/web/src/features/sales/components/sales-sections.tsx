import { DEFAULT_COIN_PRICES, planById } from '@ketoflow/domain';
import { Check, Clock, Coins, Stethoscope, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { mealPlanCost } from '../model/pricing';
import { appName } from './sales-hero';

const STRUGGLES = [
  'You start keto on Monday and lose track by Thursday.',
  'You’re never sure how many net carbs are really on your plate.',
  'Recipes online ignore your macros, your allergies and your time.',
  'Advice contradicts itself everywhere, and there’s no one to ask.',
  'The scale stalls and you can’t tell why.',
];

export const BENEFITS = [
  'A plan that starts from your body, your goal and your pace.',
  'Net carbs, protein and fat counted for every meal and recipe.',
  'Meal plans and recipes that leave out the foods you avoid.',
  'FlowBrain answers from your own targets and logs.',
  'A weight trend and a goal estimate, so a stall makes sense.',
];

/** One side of the comparison: a titled card whose items each carry a cross or a tick. */
function ComparisonColumn({
  title,
  items,
  icon: Icon,
  className,
  markClassName,
}: {
  title: ReactNode;
  items: readonly string[];
  icon: LucideIcon;
  className: string;
  markClassName: string;
}) {
  return (
    <div className={cn('rounded-2xl border p-6', className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm">
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                markClassName,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StruggleVsBenefit() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <ComparisonColumn
        title="Keto on your own"
        items={STRUGGLES}
        icon={X}
        className="bg-card"
        markClassName="bg-destructive/15 text-destructive"
      />
      <ComparisonColumn
        title={<>Keto with {appName} Pro</>}
        items={BENEFITS}
        icon={Check}
        className="border-primary/40 bg-primary/5"
        markClassName="bg-primary/15 text-primary"
      />
    </div>
  );
}

export function CostOfWaiting() {
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
      figure: '~$0.10',
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
        A 7-day AI meal plan costs {DEFAULT_COIN_PRICES.meal_plan_7} FlowCoins: about{' '}
        {mealPlanCost(mega)} with the {mega.name}, about {mealPlanCost(monthly)} in the first month
        of {monthly.name}. Nutritionist fees vary by country and practice.
      </p>
    </div>
  );
}

const OBJECTIONS: readonly { q: string; a: string }[] = [
  {
    q: 'Is keto safe for me?',
    a: `For many healthy adults a well-planned keto diet is a reasonable choice, but not for everyone. During setup ${appName} asks about pregnancy, diabetes medication, kidney or liver disease and eating disorders, and shows a clear caution when one applies. It gives general information, not medical advice: if any of these applies to you, talk to your doctor first.`,
  },
  {
    q: 'What if it doesn’t work for me?',
    a: 'Every plan comes with a 60-day money-back guarantee. Ask for your refund through Digistore24 within 60 days of your purchase and you get your money back. The FlowCoins from a refunded purchase are taken back.',
  },
  {
    q: 'I don’t have time to cook.',
    a: 'Meal plans follow the number of meals you eat and leave out what you avoid. Every recipe shows its prep time up front, so on a busy day you pick a quick one.',
  },
  {
    q: 'Do I have to pay to get started?',
    a: `No. A free account gives you your personal plan, the trackers and a welcome bonus of FlowCoins to try the AI features. A Pro plan adds the coins for using them regularly.`,
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, any time. Monthly and Yearly Pro renew until you cancel, through the link in your Digistore24 order e-mail. The coins you already have stay in your wallet. The Mega Deal is a single payment, so there is nothing to cancel.',
  },
  {
    q: 'What happens after I buy?',
    a: `Instant access. Digistore24 handles the payment and ${appName} credits your FlowCoins to the account with your purchase e-mail. New here? Sign in with that e-mail and set your password.`,
  },
];

export function Objections() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {OBJECTIONS.map((item) => (
        <details
          key={item.q}
          className="group rounded-xl border bg-card px-5 py-4 open:shadow-sm [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium">
            {item.q}
            <span
              aria-hidden="true"
              className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-sm text-muted-foreground">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
