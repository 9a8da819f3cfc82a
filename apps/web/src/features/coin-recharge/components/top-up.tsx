import { PLANS, type Plan } from '@ketoflow/domain';
import { Coins, ExternalLink, Gift, Mail } from 'lucide-react';
import { QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCommerceConfig } from '../../../entities/commerce/commerce';
import { cn } from '../../../lib/utils';
import { formatInteger, formatMoney } from '../../../lib/format';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

function billing(plan: Plan): string {
  if (plan.billing === 'month') return 'per month';
  if (plan.billing === 'year') return 'per year';
  return 'one time';
}

function coinsText(plan: Plan): string {
  const base = formatInteger(plan.coins);
  if (plan.billing === 'once') return `${base} coins`;
  return `${base} coins every ${plan.billing}`;
}

function OrderLink({ href, label, primary }: { href: string; label: string; primary?: boolean }) {
  const online = useOnline();
  // The order form is another site: offline there is nothing to open.
  if (!online)
    return (
      <Button variant={primary ? 'coin' : 'outline'} className="w-full" disabled>
        Buy<span className="sr-only"> {label}</span>
      </Button>
    );
  return (
    <Button asChild variant={primary ? 'coin' : 'outline'} className="w-full">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Buy
        <span className="sr-only"> {label}, opens the Digistore24 order form in a new tab</span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/** Coin packs and plans, each linking to its Digistore24 order form (opens a new tab). */
export function TopUp({ email }: { email: string }) {
  const config = useCommerceConfig();

  return (
    <section id="top-up" aria-labelledby="top-up-title" className="grid scroll-mt-24 gap-4">
      <div className="grid gap-1" data-tour="coins-top-up">
        <h2 id="top-up-title" className="text-2xl font-semibold tracking-tight">
          Top up
        </h2>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Checkout is handled by Digistore24 in a new tab. Use{' '}
            <span className="font-medium break-all text-foreground">{email}</span> there, so the
            coins reach this account; they appear here within moments of payment.
          </span>
        </p>
        <NeedsConnection />
      </div>

      {config.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : config.isError ? (
        <QueryErrorState title="We couldn’t load the offers" query={config} />
      ) : (
        <>
          {config.data.coinPacks.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-semibold">Coin packs</h3>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {config.data.coinPacks.map((pack) => (
                  <li
                    key={pack.productId}
                    className="flex flex-col gap-3 rounded-xl border bg-card p-4"
                  >
                    <p className="flex items-center gap-2 text-lg font-semibold text-coin">
                      <Coins className="size-5" aria-hidden="true" />
                      <span className="num">{formatInteger(pack.coins)} FlowCoins</span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      One payment. The price is shown on the order form.
                    </p>
                    <OrderLink
                      href={pack.orderFormUrl}
                      label={`${formatInteger(pack.coins)} FlowCoins`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold">Plans</h3>
            <ul className="grid gap-3 md:grid-cols-3">
              {PLANS.map((plan) => {
                const url = config.data.plans.find((p) => p.id === plan.id)?.orderFormUrl ?? null;
                return (
                  <li
                    key={plan.id}
                    className={cn(
                      'flex flex-col gap-3 rounded-xl border bg-card p-4',
                      plan.label && 'border-coin/50',
                    )}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold">{plan.name}</p>
                      {plan.label && (
                        <span className="rounded-full bg-coin-solid px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-coin-foreground">
                          {plan.label}
                        </span>
                      )}
                    </div>
                    <p className="flex items-baseline gap-1.5">
                      <span className="num text-2xl font-bold">
                        {formatMoney(plan.price, 'USD')}
                      </span>
                      <span className="text-sm text-muted-foreground">{billing(plan)}</span>
                    </p>
                    <div className="grid gap-1 text-sm">
                      <p className="flex items-center gap-2">
                        <Coins className="size-4 text-coin" aria-hidden="true" />
                        <span className="num">{coinsText(plan)}</span>
                      </p>
                      <p className="flex items-center gap-2 text-muted-foreground">
                        <Gift className="size-4 text-coin" aria-hidden="true" />
                        <span className="num">
                          +{formatInteger(plan.bonusCoins)} bonus coins
                          {plan.billing === 'once' ? '' : ' with the first payment'}
                        </span>
                      </p>
                    </div>
                    <div className="mt-auto">
                      {url ? (
                        <OrderLink href={url} label={plan.name} primary={Boolean(plan.label)} />
                      ) : (
                        <p className="text-xs text-muted-foreground">Not available to buy yet.</p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
