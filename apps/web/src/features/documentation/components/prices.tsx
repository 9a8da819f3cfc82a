import type { CoinAction } from '@ketoflow/contracts';
import { PLANS } from '@ketoflow/domain';
import { Coins } from 'lucide-react';
import { useAiPrices } from '../../../entities/ai/ai';
import { formatFlowCoins, formatInteger, formatMoney } from '../../../lib/format';

/**
 * Prices in the articles come from the live price table (GET /api/v1/ai/prices, the one every
 * AI button shows and the server charges by), never from the text: an operator who changes
 * COIN_PRICES changes the documentation with it.
 */

/** Each AI action as the articles name it, in the order the price table lists them. */
export const ACTION_LABELS: Readonly<Record<CoinAction, string>> = {
  coach_message: 'FlowBrain message',
  food_scan: 'KetoVision food scan',
  recipe: 'AI recipe',
  meal_plan_7: '7-day meal plan',
  meal_plan_14: '14-day meal plan',
  meal_plan_30: '30-day meal plan',
  dream_me: 'Dream Me image',
};

/** "5 FlowCoins"; a price set to zero still reads well inside "costs …". */
export function priceText(coins: number): string {
  return coins === 0 ? 'nothing (free)' : formatFlowCoins(coins);
}

/** One action's price inside a sentence: "5 FlowCoins". */
export function InlinePrice({ action }: { action: CoinAction }) {
  const prices = useAiPrices();
  const coins = prices.data?.[action];
  if (coins === undefined) {
    return prices.isError ? (
      <span>the price shown on its button</span>
    ) : (
      <span className="inline-block h-[1em] w-20 animate-pulse rounded bg-muted align-middle">
        <span className="sr-only">price loading</span>
      </span>
    );
  }
  return (
    <strong data-testid={`doc-price-${action}`} className="num font-semibold text-coin">
      {priceText(coins)}
    </strong>
  );
}

const tableClass =
  'w-full text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 sm:[&_td]:px-4 sm:[&_th]:px-4';

/** The whole price table. Rows are there from the start, so loading does not move the page. */
export function PriceTable() {
  const prices = useAiPrices();
  return (
    <div className="my-4 max-w-md overflow-hidden rounded-xl border bg-card">
      <table className={tableClass} data-testid="doc-price-table">
        <caption className="border-b px-4 py-2.5 text-left font-semibold">
          <span className="inline-flex items-center gap-2">
            <Coins className="size-4 text-coin" aria-hidden="true" />
            Prices in FlowCoins
          </span>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">AI action</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(ACTION_LABELS) as CoinAction[]).map((action) => {
            const coins = prices.data?.[action];
            return (
              <tr key={action} className="border-b last:border-b-0">
                <th scope="row" className="text-left font-normal">
                  {ACTION_LABELS[action]}
                </th>
                <td className="num text-right font-semibold text-coin">
                  {coins !== undefined ? (
                    <span data-testid={`doc-price-row-${action}`}>{priceText(coins)}</span>
                  ) : prices.isError ? (
                    <span className="font-normal text-muted-foreground">unavailable</span>
                  ) : (
                    <span className="ml-auto block h-4 w-20 animate-pulse rounded bg-muted">
                      <span className="sr-only">loading</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function billing(billingPeriod: (typeof PLANS)[number]['billing']): string {
  if (billingPeriod === 'month') return 'per month';
  if (billingPeriod === 'year') return 'per year';
  return 'one time';
}

/** The plans sold through Digistore24, from the same definitions the sales page uses. */
export function PlansTable() {
  return (
    <div className="my-4 overflow-x-auto rounded-xl border bg-card">
      <table className={tableClass}>
        <caption className="sr-only">Plans</caption>
        <thead className="border-b text-left">
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Price</th>
            <th scope="col">FlowCoins</th>
            <th scope="col">Bonus coins</th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.id} className="border-b last:border-b-0">
              <th scope="row" className="text-left font-medium">
                {plan.name}
              </th>
              <td className="num">
                {formatMoney(plan.price, 'USD')}{' '}
                <span className="text-muted-foreground">{billing(plan.billing)}</span>
              </td>
              <td className="num">
                {formatInteger(plan.coins)}
                {plan.billing === 'once' ? '' : ` every ${plan.billing}`}
              </td>
              <td className="num">
                +{formatInteger(plan.bonusCoins)}
                {plan.billing === 'once' ? '' : ' with the first payment'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
