import type { CoinAction } from '@ketoflow/contracts';
import { Coins } from 'lucide-react';
import { formatCoins } from '../../lib/format';
import { useCoinPrices } from './use-coin-prices';

const PRICE_ROWS: readonly { label: string; action: CoinAction }[] = [
  { label: 'FlowBrain message', action: 'coach_message' },
  { label: 'KetoVision food scan', action: 'food_scan' },
  { label: 'AI recipe', action: 'recipe' },
  { label: '7-day meal plan', action: 'meal_plan_7' },
  { label: '14-day meal plan', action: 'meal_plan_14' },
  { label: '30-day meal plan', action: 'meal_plan_30' },
  { label: 'Dream Me image', action: 'dream_me' },
];

const POINTS = [
  'Each AI action has a fixed price in coins, shown before you use it.',
  'Tracking meals, fasts and weight, and your personal plan, cost nothing.',
  'Completing your personal plan brings a welcome bonus of coins to try the AI features.',
  'Pro plans add coins every billing period; bonus coins come with the first payment.',
  'If an AI action fails, its coins are refunded automatically.',
];

/**
 * How FlowCoins work (landing and sales pages): the rules, and the price of every AI action
 * from the price table the app itself charges by.
 */
export function FlowCoinsExplainer() {
  const prices = useCoinPrices();
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ul className="grid content-start gap-4">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-coin-soft text-coin">
              <Coins className="size-3.5" aria-hidden="true" />
            </span>
            {point}
          </li>
        ))}
      </ul>
      <div className="overflow-hidden rounded-2xl border bg-card">
        <table className="w-full text-sm">
          <caption className="border-b px-5 py-3 text-left font-semibold">
            Prices in FlowCoins
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">AI action</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {PRICE_ROWS.map((row) => (
              <tr key={row.action} className="border-b last:border-b-0">
                <th scope="row" className="px-5 py-2.5 text-left font-normal">
                  {row.label}
                </th>
                <td className="num px-5 py-2.5 text-right font-semibold text-coin">
                  {formatCoins(prices[row.action])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
