import type { AdminAnalytics } from '@ketoflow/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  featureLabel,
  formatAmount,
  formatCount,
  formatDecimal,
  formatRate,
  paidTotals,
} from './format';

/** A labelled figure of the summary row. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5 rounded-xl border bg-card p-4">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-xl font-semibold break-words tabular-nums sm:text-2xl">{value}</span>
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </div>
  );
}

export function SummaryFigures({ data }: { data: AdminAnalytics }) {
  const { summary, coins } = data;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Sign-ups" value={formatCount(summary.signUps)} />
      <Figure
        label="Onboarding completed"
        value={formatRate(summary.onboardingRate)}
        note={`${formatCount(summary.onboarded)} of ${formatCount(summary.signUps)} new accounts`}
      />
      <Figure
        label="Daily active users (average)"
        value={formatDecimal(summary.averageDailyActiveUsers)}
        note={`WAU ${formatCount(summary.weeklyActiveUsers)} · MAU ${formatCount(summary.monthlyActiveUsers)} on the last day`}
      />
      <Figure
        label="Coins sold / spent"
        value={`${formatCount(coins.sold)} / ${formatCount(coins.spent)}`}
        note={`Revenue (paid orders): ${paidTotals(data.revenue)}`}
      />
    </div>
  );
}

/** A card holding one table; wide tables scroll inside it on a phone. */
export function TableCard({
  title,
  empty,
  children,
  className = 'min-w-0',
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm tabular-nums">{children}</table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const th = 'border-b px-2 py-2 font-medium text-muted-foreground';
const td = 'border-b px-2 py-2';
/** Amounts and their order counts stay on one line; the table scrolls on a phone instead. */
const money = 'whitespace-nowrap';
const num = 'text-right';

export function FeatureTable({ data }: { data: AdminAnalytics }) {
  return (
    <TableCard
      title="Feature use by screen and action"
      empty={data.features.length === 0 ? 'No activity was logged in these days.' : null}
    >
      <thead>
        <tr>
          <th className={th}>Screen · action</th>
          <th className={th}>Type</th>
          <th className={`${th} ${num}`}>Events</th>
        </tr>
      </thead>
      <tbody>
        {data.features.map((row) => (
          <tr key={`${row.screen}|${row.actionType}|${row.action}`}>
            <td className={`${td} break-words`}>{featureLabel(row)}</td>
            <td className={td}>{row.actionType.replace('_', ' ')}</td>
            <td className={`${td} ${num}`}>{formatCount(row.events)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

export function AiActionTable({ data }: { data: AdminAnalytics }) {
  return (
    <TableCard
      title="AI actions and FlowCoins spent"
      empty={data.aiActions.length === 0 ? 'No AI action was paid for in these days.' : null}
    >
      <thead>
        <tr>
          <th className={th}>Action</th>
          <th className={`${th} ${num}`}>Uses</th>
          <th className={`${th} ${num}`}>Refunded</th>
          <th className={`${th} ${num}`}>Coins spent</th>
        </tr>
      </thead>
      <tbody>
        {data.aiActions.map((row) => (
          <tr key={row.action}>
            <td className={td}>{row.action.replace('_', ' ')}</td>
            <td className={`${td} ${num}`}>{formatCount(row.uses)}</td>
            <td className={`${td} ${num}`}>{formatCount(row.refunds)}</td>
            <td className={`${td} ${num}`}>{formatCount(row.coinsSpent)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

export function CoinTable({ data }: { data: AdminAnalytics }) {
  const rows: [string, number][] = [
    ['Sold (payments)', data.coins.sold],
    ['Reversed (refunds, chargebacks)', -data.coins.reversed],
    ['Spent on AI (net of refunds)', -data.coins.spent],
    ['Granted (onboarding, referrals)', data.coins.granted],
    ['Adjusted by admins', data.coins.adjusted],
  ];
  return (
    <TableCard title="Coins sold versus spent" empty={null}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className={`${td} font-normal`}>
              {label}
            </th>
            <td className={`${td} ${num}`}>
              {value > 0 ? '+' : ''}
              {formatCount(value)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

export function RevenueTable({ data }: { data: AdminAnalytics }) {
  return (
    <TableCard
      title="Revenue per plan (orders placed)"
      empty={data.revenue.length === 0 ? 'No order was placed in these days.' : null}
      className="min-w-0 lg:col-span-2"
    >
      <thead>
        <tr>
          <th className={th}>Plan</th>
          <th className={`${th} ${num}`}>Paid</th>
          <th className={`${th} ${num}`}>Refunded</th>
          <th className={`${th} ${num}`}>Charged back</th>
        </tr>
      </thead>
      <tbody>
        {data.revenue.map((row) => (
          <tr key={`${row.plan}|${row.currency ?? ''}`}>
            <td className={td}>
              {row.plan}{' '}
              {row.currency && <span className="text-muted-foreground">{row.currency}</span>}
            </td>
            <td className={`${td} ${num} ${money}`}>
              {formatAmount(row.paidAmount, row.currency)} ({formatCount(row.paidOrders)})
            </td>
            <td className={`${td} ${num} ${money}`}>
              {formatAmount(row.refundedAmount, row.currency)} ({formatCount(row.refundedOrders)})
            </td>
            <td className={`${td} ${num} ${money}`}>
              {formatAmount(row.chargebackAmount, row.currency)} (
              {formatCount(row.chargebackOrders)})
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
