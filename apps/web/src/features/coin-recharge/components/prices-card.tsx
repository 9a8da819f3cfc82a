import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import type { CoinAction } from '@ketoflow/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ACTION_LABELS } from '../model/ledger-labels';
import { formatCoins } from '../../../lib/format';

const ORDER: readonly CoinAction[] = [
  'coach_message',
  'food_scan',
  'recipe',
  'meal_plan_7',
  'meal_plan_14',
  'meal_plan_30',
  'dream_me',
];

/** What each AI action costs (one price table, @ketoflow/domain). */
export function PricesCard() {
  return (
    <Card data-tour="coins-prices">
      <CardHeader>
        <CardTitle>What coins pay for</CardTitle>
        <CardDescription>
          Each AI action has a fixed price, shown before you use it. Tracking and your plan are
          free; if an AI action fails, its coins come back.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">Prices of AI actions in FlowCoins</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">AI action</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {ORDER.map((action) => {
              const coins = DEFAULT_COIN_PRICES[action];
              return (
                <tr key={action} className="border-b last:border-b-0">
                  <th scope="row" className="py-2 text-left font-normal">
                    {ACTION_LABELS[action]}
                  </th>
                  <td className="num py-2 text-right font-semibold text-coin">
                    {formatCoins(coins)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
