import type { WeightLog, WeightSummary } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const signedIn = { user: aUser() };
const HEIGHT_CM = 170;

function aWeightLog(overrides: Partial<WeightLog> = {}): WeightLog {
  return {
    id: 'w1',
    weight: 80,
    units: 'metric',
    weightKg: 80,
    date: '2025-01-06',
    bmi: 27.7,
    note: null,
    createdAt: '2025-01-06T07:00:00.000Z',
    updatedAt: '2025-01-06T07:00:00.000Z',
    ...overrides,
  };
}

const bmiOf = (kg: number) => Math.round((kg / (HEIGHT_CM / 100) ** 2) * 10) / 10;

/** A metric user's weigh-ins as the API keeps them, with the summary it derives. */
function weighIns(initial: WeightLog[]) {
  const logs = [...initial];
  const summary = (): WeightSummary => {
    const newest = [...logs].sort((a, b) => b.date.localeCompare(a.date));
    const latest = newest[0] ?? null;
    return {
      units: 'metric',
      heightCm: HEIGHT_CM,
      count: logs.length,
      latest,
      latestWeight: latest?.weight ?? null,
      bmi: latest ? bmiOf(latest.weight) : null,
      bmiCategory: latest ? 'overweight' : null,
      trend: [...newest]
        .reverse()
        .map((l) => ({ date: l.date, weight: l.weight, trend: l.weight })),
      trendWeight: latest?.weight ?? null,
      weeklyRate: null,
      goal: null,
      trendNote: 'The line is a 10-day moving average.',
    };
  };
  return {
    logs,
    handlers: [
      handle(endpoints.weights.list, () => ({
        items: [...logs].sort((a, b) => b.date.localeCompare(a.date)),
      })),
      handle(endpoints.weights.summary, summary),
      handle(endpoints.weights.create, ({ body }) => {
        const log = aWeightLog({
          id: `w${logs.length + 1}`,
          weight: body.weight,
          weightKg: body.weight,
          date: body.date,
          bmi: bmiOf(body.weight),
          note: body.note ?? null,
        });
        logs.push(log);
        return log;
      }),
    ],
  };
}

async function logForm() {
  const button = await screen.findByRole('button', { name: 'Log weight' });
  const form = button.closest('form');
  if (!form) throw new Error('The Log weight button is not in a form');
  return within(form);
}

describe('/weight-tracker', () => {
  it('logs a first weight: it is listed, and the chart replaces the empty state', async () => {
    const store = weighIns([]);
    server.use(...store.handlers);
    const { user } = renderApp('/weight-tracker', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Weight Tracker' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Your chart starts with your first weigh-in' }),
    ).toBeVisible();
    expect(await screen.findByText('Your weigh-ins will be listed here.')).toBeVisible();

    const form = await logForm();
    // The unit follows the onboarding answer (metric).
    expect(form.getByRole('radio', { name: 'kg' })).toBeChecked();
    await user.type(form.getByLabelText('Weight (kg)'), '81.6');
    await user.click(form.getByRole('button', { name: 'Log weight' }));

    expect(await screen.findByText('Weight logged')).toBeVisible();
    const history = await screen.findByRole('list', { name: 'Weigh-ins' });
    expect(within(history).getByText('81.6 kg')).toBeVisible();
    expect(store.logs).toHaveLength(1);
    expect(store.logs[0]).toMatchObject({ weight: 81.6, units: 'metric', note: null });
    expect(
      screen.queryByRole('heading', { name: 'Your chart starts with your first weigh-in' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(/^1 weigh-in over /);
    // The form is ready for the next weigh-in.
    expect(form.getByLabelText('Weight (kg)')).toHaveValue('');
  });

  it('refuses a missing or implausible weight with the rule, keeping what was typed', async () => {
    const store = weighIns([]);
    server.use(...store.handlers);
    const { user } = renderApp('/weight-tracker', signedIn);

    const form = await logForm();
    await user.click(form.getByRole('button', { name: 'Log weight' }));
    expect(await form.findByText('Enter your weight.')).toBeVisible();

    const weight = form.getByLabelText('Weight (kg)');
    await user.type(weight, '1200');
    await user.click(form.getByRole('button', { name: 'Log weight' }));
    expect(await form.findByText('Weight must be between 20 and 400 kg.')).toBeVisible();
    expect(weight).toHaveValue('1200');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(store.logs).toHaveLength(0);
  });

  it('shows the weigh-ins newest first with their BMI, the latest figures and the chart', async () => {
    server.use(
      ...weighIns([
        aWeightLog({ id: 'w1', date: '2025-01-04', weight: 81.2, bmi: 28.1 }),
        aWeightLog({ id: 'w2', date: '2025-01-06', weight: 80.4, bmi: 27.8, note: 'after a run' }),
      ]).handlers,
    );
    renderApp('/weight-tracker', signedIn);

    const history = await screen.findByRole('list', { name: 'Weigh-ins' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^80\.4 kg.*BMI 27\.8 · after a run/),
      expect.stringMatching(/^81\.2 kg.*BMI 28\.1/),
    ]);
    // The chart's caption tells screen readers what it draws.
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      /^2 weigh-ins over .*Trend from 81\.2 kg to 80\.4 kg\.$/,
    );
    expect(screen.getByText('Latest weight').nextElementSibling).toHaveTextContent('80.4kg');
    expect(screen.getByText('Overweight range')).toBeVisible();
  });
});
