import { CoinActionSchema, endpoints, type CoinAction } from '@ketoflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { RequireOnboarding } from '../guards/require-onboarding';
import { APP_NAV_ITEMS } from '../layout/nav-items';
import { routes } from '../router';

/** The app screens: every path behind the onboarding guard in the real route table. */
function appScreenPaths(list: readonly RouteObject[] = routes, inside = false): string[] {
  return list.flatMap((route) => {
    const here = inside || route.Component === RequireOnboarding;
    const own = here && route.path ? [route.path] : [];
    return [...own, ...appScreenPaths(route.children ?? [], here)];
  });
}

async function openDocumentation(url = '/documentation', options = {}) {
  const view = renderApp(url, options);
  await screen.findByRole('heading', { level: 1, name: 'Documentation' });
  return view;
}

/** The article (a region named by its title) whose "Open …" link leads to `path`. */
function articleOpening(path: string): HTMLElement | null {
  const link = screen
    .queryAllByRole('link', { name: /^Open / })
    .find((a) => a.getAttribute('href') === path);
  return link?.closest('section') ?? null;
}

describe('/documentation', () => {
  it('has an article for every app screen and every feature in the header', async () => {
    await openDocumentation();
    const paths = new Set([...appScreenPaths(), ...APP_NAV_ITEMS.map((item) => item.to)]);
    // The route table, not a list in this test: a new screen without an article fails here.
    expect(paths).toContain('/meal-plan');
    expect(paths.size).toBeGreaterThanOrEqual(12);
    for (const path of paths) {
      const article = articleOpening(path);
      expect(article, `no article opens ${path}`).not.toBeNull();
      expect(within(article!).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    }
  });

  it('quotes the live price table, never numbers of its own', async () => {
    const custom: Record<CoinAction, number> = {
      recipe: 13,
      meal_plan_7: 21,
      meal_plan_14: 34,
      meal_plan_30: 55,
      food_scan: 3,
      coach_message: 0,
      dream_me: 89,
    };
    server.use(
      reply(endpoints.ai.prices, {
        items: CoinActionSchema.options.map((action) => ({ action, coins: custom[action] })),
      }),
    );
    await openDocumentation();

    const plans = screen.getByRole('region', { name: 'Meal plans' });
    expect(await within(plans).findByText('21 FlowCoins')).toBeInTheDocument();
    expect(within(plans).getByText('34 FlowCoins')).toBeInTheDocument();
    expect(within(plans).getByText('55 FlowCoins')).toBeInTheDocument();
    expect(within(plans).queryByText('5 FlowCoins')).not.toBeInTheDocument();

    const table = screen.getByTestId('doc-price-table');
    for (const action of CoinActionSchema.options) {
      const expected = custom[action] === 0 ? 'nothing (free)' : `${custom[action]} FlowCoins`;
      expect(within(table).getByTestId(`doc-price-row-${action}`)).toHaveTextContent(expected);
      for (const inline of screen.queryAllByTestId(`doc-price-${action}`)) {
        expect(inline).toHaveTextContent(expected);
      }
    }
    const coach = screen.getByRole('region', { name: 'FlowBrain coach' });
    expect(within(coach).getByTestId('doc-price-coach_message')).toHaveTextContent(
      'nothing (free)',
    );
  });

  it('finds "net carbs" and "refund", and a result leads to its section', async () => {
    const { user } = await openDocumentation();
    const search = screen.getByRole('searchbox', { name: 'Search the documentation' });

    await user.type(search, 'net carbs');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent(/^Net carbs/);

    await user.clear(search);
    await user.type(search, 'refund');
    const refunds = await screen.findByRole('list', { name: 'Search results' });
    const [refund] = within(refunds).getAllByRole('link');
    expect(refund).toHaveAttribute('href', '/documentation#buying--refunds');
    expect(refund).toHaveTextContent(
      /^Buying through Digistore24 › , Refunds.*money-back guarantee/,
    );
    expect(within(refund!).getByText('Refunds').tagName).toBe('MARK');
    await user.click(refund!);
    expect(window.location.hash).toBe('#buying--refunds');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Refunds', level: 3 })).toHaveFocus(),
    );

    await user.clear(search);
    await user.type(search, 'zzyzx');
    expect(
      await screen.findByRole('heading', { name: 'No articles match “zzyzx”.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No articles match “zzyzx”.');
  });

  it('opens a deep link at its article, with focus there, signed in or not', async () => {
    await openDocumentation('/documentation#meal-plans', { user: aUser() });
    const article = screen.getByRole('region', { name: 'Meal plans' });
    await waitFor(() => expect(article).toHaveFocus());
    const contents = screen.getAllByRole('navigation', { name: 'Documentation contents' });
    for (const nav of contents) {
      expect(within(nav).getByRole('link', { name: 'Meal plans' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    }
  });
});
