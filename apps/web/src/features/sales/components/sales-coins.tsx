import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { ArrowRight, Coins, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CallToActionSection } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../entities/session/session';
import { formatCoins } from '../../../lib/format';
import { appName, scrollToPlans } from './sales-hero';

const PRICE_ROWS: readonly { label: string; coins: number }[] = [
  { label: 'FlowBrain message', coins: DEFAULT_COIN_PRICES.coach_message },
  { label: 'KetoVision food scan', coins: DEFAULT_COIN_PRICES.food_scan },
  { label: 'AI recipe', coins: DEFAULT_COIN_PRICES.recipe },
  { label: '7-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_7 },
  { label: '14-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_14 },
  { label: '30-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_30 },
  { label: 'Dream Me image', coins: DEFAULT_COIN_PRICES.dream_me },
];

export function FlowCoinsExplainer() {
  const points = [
    'Each AI action has a fixed price in coins, shown before you use it.',
    'Tracking meals, fasts and weight, and your personal plan, cost nothing.',
    'Subscriptions add coins every billing period; bonus coins come with the first payment.',
    'If an AI action fails, its coins are refunded automatically.',
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ul className="grid content-start gap-4">
        {points.map((point) => (
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
              <tr key={row.label} className="border-b last:border-b-0">
                <th scope="row" className="px-5 py-2.5 text-left font-normal">
                  {row.label}
                </th>
                <td className="num px-5 py-2.5 text-right font-semibold text-coin">
                  {formatCoins(row.coins)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function FinalCallToAction() {
  const { user } = useSession();
  return (
    <CallToActionSection
      titleId="final-cta-title"
      title="Start today, with 60 days to change your mind"
      icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
    >
      <p className="max-w-xl text-muted-foreground text-pretty">
        Your plan is ready in minutes. If {appName} Pro isn’t right for you, the 60-day money-back
        guarantee gives you your money back.
      </p>
      {user ? (
        <Button asChild size="lg">
          <Link to="/coin-recharge">You’re signed in — top up from FlowCoins</Link>
        </Button>
      ) : (
        <Button size="lg" variant="coin" onClick={scrollToPlans}>
          Choose your plan
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </CallToActionSection>
  );
}
