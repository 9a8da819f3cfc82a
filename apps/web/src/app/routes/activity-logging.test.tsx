import { endpoints, type ActivityEntry, type ActivitySettings } from '@ketoflow/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// Activity logging (decision 018): what the app logs as someone moves
// through it, and what it never sends (visitors, people who turned it off).

const sam = aUser();
let batches: ActivityEntry[][];
let pings: number;
let settingsReads: number;
let settings: ActivitySettings;

beforeEach(() => {
  batches = [];
  pings = 0;
  settingsReads = 0;
  settings = { loggingEnabled: true, lastActiveAt: null, retentionDays: 180 };
  server.use(
    // The legal pages' operator details are not what these stories are about.
    handle(endpoints.commerce.config, () => new Promise<never>(() => {})),
    handle(endpoints.activity.policy, () => ({ retentionDays: 90 })),
    handle(endpoints.activity.settings, () => {
      settingsReads += 1;
      return settings;
    }),
    handle(endpoints.activity.updateSettings, ({ body }) => {
      settings = { ...settings, loggingEnabled: body.loggingEnabled, lastActiveAt: null };
      return settings;
    }),
    handle(endpoints.activity.ping, () => {
      pings += 1;
      return undefined;
    }),
    handle(endpoints.activity.log, ({ body }) => {
      batches.push(body.entries);
      return { stored: body.entries.length };
    }),
  );
});

const visited = () =>
  batches.flat().flatMap((e) => (e.actionType === 'page_visit' ? [e.pageRoute] : []));

/** Longer than the 2 s flush delay. */
const waitPastFlush = () => new Promise((resolve) => setTimeout(resolve, 2500));

describe('activity logging in the app', () => {
  it('logs a signed-in person’s page visits and pings once on load', async () => {
    const { router } = renderApp('/cookie-policy', { user: sam });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    await router.navigate('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await waitPastFlush();
    expect(visited()).toEqual(['/cookie-policy', '/terms-conditions']);
    expect(batches.flat()[0]?.details).toMatchObject({ route_name: 'cookie-policy' });
    expect(pings).toBe(1);
  });

  it('logs a press of a named control as a user interaction, with its details’ keys', async () => {
    server.use(handle(endpoints.dashboard.today, () => new Promise<never>(() => {})));
    const { user } = renderApp('/dashboard', { user: sam });
    await screen.findByRole('button', { name: 'Show me around' });
    // The logging code loads on demand: wait for the visit, which it sends.
    await waitPastFlush();
    await user.click(screen.getByRole('button', { name: 'Show me around' }));
    await waitPastFlush();
    const pressed = batches
      .flat()
      .flatMap((e) => (e.actionType === 'user_interaction' ? [e] : []))
      .map(({ pageRoute, details: { action, button_type, page } }) => ({
        pageRoute,
        action,
        button_type,
        page,
      }));
    expect(pressed).toEqual([
      { pageRoute: '/dashboard', action: 'tour_start', button_type: 'ghost', page: 'dashboard' },
    ]);
  });

  it('logs the app’s system events: the connection lost and back', async () => {
    renderApp('/cookie-policy', { user: sam });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    // The logging code loads on demand: wait for the visit, which it sends.
    await waitPastFlush();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await waitPastFlush();
    const events = batches
      .flat()
      .flatMap((e) => (e.actionType === 'system_event' ? [e.details.event] : []));
    expect(events).toEqual(['connection_lost', 'connection_restored']);
  });

  it('sends nothing at all for a signed-out visitor', async () => {
    const { router } = renderApp('/cookie-policy');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    await router.navigate('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitPastFlush();
    expect({ batches, pings, settingsReads }).toEqual({ batches: [], pings: 0, settingsReads: 0 });
  });

  it('sends nothing for someone who turned it off', async () => {
    settings = { ...settings, loggingEnabled: false };
    const { router } = renderApp('/cookie-policy', { user: sam });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    await router.navigate('/terms-conditions');
    await waitPastFlush();
    expect(settingsReads).toBe(1);
    expect({ batches, pings }).toEqual({ batches: [], pings: 0 });
  });

  it('turning it off in the profile stops logging at once', async () => {
    const { user, router } = renderApp('/profile', { user: sam });
    const toggle = await screen.findByRole('switch', { name: 'Log my activity in the app' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Entries are kept for 180 days/)).toBeVisible();
    await user.click(toggle);
    await screen.findByText('Activity logging is off');
    expect(toggle).not.toBeChecked();
    const before = batches.length;
    await router.navigate('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await waitPastFlush();
    // The profile visit may have gone out before the switch; nothing after it did.
    expect(batches.length).toBe(before);
    expect(visited()).not.toContain('/terms-conditions');

    // Back on: logging resumes with the next page; what happened while off is never sent.
    await router.navigate('/profile');
    await user.click(await screen.findByRole('switch', { name: 'Log my activity in the app' }));
    await screen.findByText('Activity logging is on');
    await router.navigate('/disclaimer');
    await waitPastFlush();
    expect(visited()).toContain('/disclaimer');
    expect(visited()).not.toContain('/terms-conditions');
  });

  it('the privacy policy states what is logged and the configured retention', async () => {
    renderApp('/privacy-policy');
    const section = await screen.findByRole('region', { name: /Activity log$/ });
    expect(section).toHaveTextContent(/Screens you open/);
    expect(section).toHaveTextContent(/turn activity logging off at any time/);
    expect(await screen.findAllByText('90 days')).toHaveLength(2);
  });
});
