import { endpoints, type AdminAnalytics } from '@ketoflow/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, handle } from '../../../testing/http';
import { server } from '../../../testing/server';
import { AdminAnalyticsPage } from './admin-analytics-page';
import { presetRange } from './range';

/** An answer for whatever range was asked, with one busy day at its end. */
function analyticsFor(from: string, to: string, empty = false): AdminAnalytics {
  const day = {
    date: to,
    signUps: empty ? 0 : 3,
    onboarded: empty ? 0 : 2,
    activeUsers: empty ? 0 : 4,
    weeklyActiveUsers: empty ? 0 : 5,
    monthlyActiveUsers: empty ? 0 : 6,
    coinsSold: empty ? 0 : 300,
    coinsSpent: empty ? 0 : 25,
  };
  return {
    from,
    to,
    summary: {
      signUps: day.signUps,
      onboarded: day.onboarded,
      onboardingRate: empty ? null : 2 / 3,
      averageDailyActiveUsers: empty ? 0 : 1.5,
      weeklyActiveUsers: day.weeklyActiveUsers,
      monthlyActiveUsers: day.monthlyActiveUsers,
    },
    days: [day],
    features: empty
      ? []
      : [{ screen: '/meals', actionType: 'feature_use', action: 'log_meal:add', events: 1234 }],
    aiActions: empty
      ? []
      : [
          {
            action: 'dream_me',
            uses: 3,
            coinsCharged: 30,
            refunds: 1,
            coinsRefunded: 10,
            coinsSpent: 20,
          },
        ],
    coins: { sold: day.coinsSold, reversed: 0, spent: day.coinsSpent, granted: 0, adjusted: 0 },
    revenue: empty
      ? []
      : [
          {
            plan: 'monthly',
            currency: 'EUR',
            paidOrders: 2,
            paidAmount: '59.98',
            refundedOrders: 1,
            refundedAmount: '29.99',
            chargebackOrders: 0,
            chargebackAmount: '0.00',
          },
        ],
  };
}

/** A client of the test's own (features may not reach into the app layer's). */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPage() {
  const asked: string[] = [];
  server.use(
    handle(endpoints.adminAnalytics.get, ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      asked.push(`${from}..${to}`);
      return analyticsFor(from, to, from === '2020-01-01');
    }),
  );
  render(
    <QueryClientProvider client={client()}>
      <AdminAnalyticsPage />
    </QueryClientProvider>,
  );
  return { asked, user: userEvent.setup() };
}

describe('the analytics screen', () => {
  it('opens on the last 30 UTC days with figures and tables', async () => {
    const { asked } = renderPage();
    const last30 = presetRange(30);
    expect(await screen.findByText('66.7 %')).toBeVisible();
    expect(asked).toEqual([`${last30.from}..${last30.to}`]);
    expect(screen.getByText(/Days are UTC days/)).toBeVisible();
    expect(screen.getByText('2 of 3 new accounts')).toBeVisible();
    expect(screen.getByText('/meals · log_meal:add')).toBeVisible();
    expect(screen.getByText('1,234')).toBeVisible();
    expect(screen.getByText(/€59.98 \(2\)/)).toBeVisible();
    const aiRow = screen.getByText('dream me').closest('tr');
    expect(
      within(aiRow as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['dream me', '3', '1', '20']);
  });

  it('asks for another preset, and checks a custom range before asking', async () => {
    const { asked, user } = renderPage();
    await screen.findByText('66.7 %');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    const last7 = presetRange(7);
    await screen.findByText(`Days are UTC days (${last7.from} to ${last7.to}).`);
    expect(asked.at(-1)).toBe(`${last7.from}..${last7.to}`);

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From (UTC)');
    const to = screen.getByLabelText('To (UTC)');
    await user.clear(from);
    await user.type(from, '2026-02-02');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('must not be before the start date');
    expect(asked).toHaveLength(2);

    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.clear(to);
    await user.type(to, '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    // Nothing happened in those days: the empty state offers a way back.
    expect(await screen.findByText('Nothing happened in these days.')).toBeVisible();
    expect(asked.at(-1)).toBe('2020-01-01..2020-01-31');
  });

  it('says what went wrong and tries again', async () => {
    let calls = 0;
    server.use(
      handle(endpoints.adminAnalytics.get, ({ query }) => {
        calls += 1;
        if (calls === 1) return apiError(500, 'INTERNAL', 'Down.');
        return analyticsFor(query.get('from') ?? '', query.get('to') ?? '');
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client()}>
        <AdminAnalyticsPage />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('We couldn’t load the analytics', {}, { timeout: 8000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('66.7 %')).toBeVisible();
  });
});
