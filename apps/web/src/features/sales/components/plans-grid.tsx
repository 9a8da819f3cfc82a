import { PLANS, type Plan } from '@ketoflow/domain';
import { ArrowRight, Check, Coins, ExternalLink, Gift, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCommerceConfig } from '../../../entities/commerce/commerce';
import { useSession } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';
import { billingSuffix } from '../model/pricing';
import { formatInteger, formatMoney } from '../../../lib/format';

const INCLUDED = [
  'Every AI feature: meal plans, recipes, KetoVision, FlowBrain, Dream Me',
  'Meal, fasting and weight tracking',
  'Instant access after payment',
  '60-day money-back guarantee',
];

function coinsLine(plan: Plan): { base: string; bonus: string } {
  const base = formatInteger(plan.coins);
  const bonus = formatInteger(plan.bonusCoins);
  if (plan.billing === 'once') {
    return { base: `${base} FlowCoins`, bonus: `+${bonus} bonus coins` };
  }
  return {
    base: `${base} FlowCoins every ${plan.billing}`,
    bonus: `+${bonus} bonus coins with your first payment`,
  };
}

function planNote(plan: Plan): string {
  if (plan.billing === 'once') return 'One payment, no subscription.';
  if (plan.monthlyEquivalent && plan.discountPercent) {
    return `About ${formatMoney(plan.monthlyEquivalent, 'USD')}/month, ${plan.discountPercent}% off monthly. Cancel any time.`;
  }
  return 'Billed monthly. Cancel any time.';
}

function BuyButton({
  plan,
  orderFormUrl,
  highlighted,
}: {
  plan: Plan;
  orderFormUrl: string | null | undefined;
  highlighted: boolean;
}) {
  if (orderFormUrl === undefined) return <Skeleton className="h-12 w-full rounded-lg" />;
  if (orderFormUrl === null) {
    return (
      <p className="rounded-lg border border-dashed px-3 py-2.5 text-center text-sm text-muted-foreground">
        Checkout for {plan.name} isn’t open yet. Please check back soon.
      </p>
    );
  }
  return (
    <Button asChild size="lg" variant={highlighted ? 'coin' : 'default'} className="w-full">
      <a href={orderFormUrl} target="_blank" rel="noopener noreferrer">
        Buy Now
        <span className="sr-only">
          {' '}
          – {plan.name}, opens the Digistore24 order form in a new tab
        </span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/**
 * The plans with their Digistore24 order forms. "Buy Now" only for signed-out
 * visitors; signed-in users top up from /coin-recharge instead.
 */
export function PlansGrid() {
  const { user, isPending: sessionPending } = useSession();
  const config = useCommerceConfig();
  const showBuy = !user && !sessionPending;

  const orderForm = (plan: Plan): string | null | undefined => {
    if (!config.data) return undefined;
    return config.data.plans.find((p) => p.id === plan.id)?.orderFormUrl ?? null;
  };

  return (
    <div className="grid gap-6">
      {user && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Plans are bought with the e-mail of your account; your coins and history are on the
            FlowCoins page.
          </p>
          <Button asChild>
            <Link to="/coin-recharge">
              You’re signed in — top up from FlowCoins
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      )}
      {showBuy && config.isError && (
        <ErrorState
          title="Checkout links are unavailable"
          error={config.error}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
          headingLevel={3}
        />
      )}
      <ul className="grid items-stretch gap-5 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const highlighted = Boolean(plan.label);
          const coins = coinsLine(plan);
          return (
            <li key={plan.id} className="flex">
              <article
                aria-labelledby={`plan-${plan.id}`}
                className={cn(
                  'relative flex w-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm',
                  highlighted && 'border-coin/60 shadow-lg ring-1 ring-coin/40 lg:-my-2 lg:py-8',
                )}
              >
                {plan.label && (
                  <span className="absolute -top-3 left-6 rounded-full bg-coin-solid px-3 py-1 text-xs font-bold tracking-wide text-coin-foreground">
                    {plan.label}
                  </span>
                )}
                <div className="grid gap-1">
                  <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
                    {plan.name}
                  </h3>
                  <p className="flex items-baseline gap-2">
                    <span className="num text-4xl font-bold tracking-tight">
                      {formatMoney(plan.price, 'USD')}
                    </span>
                    <span className="text-sm text-muted-foreground">{billingSuffix(plan)}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">{planNote(plan)}</p>
                </div>
                <div className="grid gap-1.5 rounded-xl border border-coin/30 bg-coin-soft/60 p-3">
                  <p className="flex items-center gap-2 font-semibold text-coin">
                    <Coins className="size-4" aria-hidden="true" />
                    <span className="num">{coins.base}</span>
                  </p>
                  <p className="flex items-center gap-2 text-sm text-coin">
                    <Gift className="size-4" aria-hidden="true" />
                    <span className="num">{coins.bonus}</span>
                  </p>
                </div>
                <ul className="grid gap-2 text-sm">
                  {INCLUDED.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
                {showBuy && !config.isError && (
                  <div className="mt-auto pt-1">
                    <BuyButton
                      plan={plan}
                      orderFormUrl={orderForm(plan)}
                      highlighted={highlighted}
                    />
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <p className="flex items-start gap-2 text-sm text-muted-foreground sm:justify-center sm:text-center">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        Secure checkout by Digistore24, our reseller, which shows the final price in your currency
        before you pay. 60-day money-back guarantee on every plan.
      </p>
    </div>
  );
}
