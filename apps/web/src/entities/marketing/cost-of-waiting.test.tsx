import { endpoints } from '@ketoflow/contracts';
import { planById, type Plan } from '@ketoflow/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { roughMealPlanCost } from './cost-of-waiting';

describe('the cost of an AI meal plan on the public pages', () => {
  it('reads "about $0.10" of FlowCoins per plan, with the cents it is rounded from beside it', async () => {
    server.use(
      reply(endpoints.commerce.config, {
        plans: [],
        coinPacks: [],
        trustBadgeScriptUrl: null,
        paymentProviderScriptUrl: null,
        operator: { name: 'KetoFlow', address: null, email: 'hello@example.com' },
      }),
    );
    renderApp('/d');
    const card = (await screen.findByText('of FlowCoins per AI meal plan')).closest('li');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('about $0.10')).toBeVisible();
    // The basis, to the cent: 5 coins of the Mega Deal's 28,000 for $600.
    expect(
      screen.getByText(/A 7-day AI meal plan costs 5 FlowCoins: \$0\.11 with the Mega Deal/),
    ).toBeVisible();
  });

  it('is rounded from the prices, never a fixed figure', () => {
    const mega = planById('mega');
    // Dearer coins: 8 coins of the Mega Deal cost $0.17, which reads "about $0.20".
    expect(roughMealPlanCost(mega, 8)).toBe('about $0.20');
    const cheap: Plan = { ...mega, price: 300 };
    expect(roughMealPlanCost(cheap, 5)).toBe('about $0.05');
  });
});
