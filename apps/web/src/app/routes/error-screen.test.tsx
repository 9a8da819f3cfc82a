import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installCacheStorage, installServiceWorkers, recordPageLoads } from '../../testing/browser';
import { takeConsoleErrors } from '../../testing/console';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

/**
 * A page that crashes: the weight summary answers outside the contract (as an outdated server
 * could). In development and tests the client checks every answer against its contract and
 * hands a breach to the error screen. This handler deliberately skips the typed helpers.
 */
async function crashWeightTracker() {
  server.use(
    http.get(endpoints.weights.summary.path, () => HttpResponse.json({ units: 'metric' })),
    reply(endpoints.weights.list, { items: [] }),
  );
  const view = renderApp('/weight-tracker', { user: aUser() });
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  // The crash is reported on the console (the route error screen logs it).
  const logged = takeConsoleErrors();
  expect(logged.some(([first]) => first === 'Route error')).toBe(true);
  return { ...view, alert: within(alert) };
}

describe('the “Something went wrong” screen', () => {
  it('replaces a crashed page, with its four actions and the error’s details', async () => {
    const { user, alert } = await crashWeightTracker();

    expect(alert.getByRole('button', { name: 'Reload Page' })).toBeEnabled();
    expect(alert.getByRole('button', { name: 'Go to Home' })).toBeEnabled();
    expect(alert.getByRole('button', { name: 'Clear Cache & Reload' })).toBeEnabled();
    const details = alert.getByText('Error Details');
    const text = alert.getByText(/^ContractBreachError: GET \/api\/v1\/body\/weights\/summary/);
    expect(text).not.toBeVisible();
    await user.click(details);
    expect(text).toBeVisible();
  });

  it('“Reload Page” reloads, “Go to Home” loads the home page', async () => {
    const loads = recordPageLoads();
    const { user, alert } = await crashWeightTracker();

    await user.click(alert.getByRole('button', { name: 'Reload Page' }));
    expect(loads.reload).toHaveBeenCalledTimes(1);
    await user.click(alert.getByRole('button', { name: 'Go to Home' }));
    expect(loads.assign).toHaveBeenCalledWith('/');
  });

  it('“Clear Cache & Reload” removes service workers, caches and storage, then reloads', async () => {
    const loads = recordPageLoads();
    const workers = installServiceWorkers(2);
    const cacheStorage = installCacheStorage(['workbox-precache-v2', 'fonts']);
    window.localStorage.setItem('theme', 'light');
    window.sessionStorage.setItem('auth:hint', 'x');
    const { user, alert } = await crashWeightTracker();

    const clear = alert.getByRole('button', { name: 'Clear Cache & Reload' });
    await user.click(clear);
    expect(clear).toBeDisabled();
    await vi.waitFor(() => expect(loads.reload).toHaveBeenCalledTimes(1));
    expect(workers.unregistered()).toBe(2);
    expect(cacheStorage.names()).toEqual([]);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});
