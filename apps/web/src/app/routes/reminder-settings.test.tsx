import {
  DEFAULT_REMINDER_SETTINGS,
  endpoints,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
} from '@ketoflow/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The profile's reminders: each kind on or off with its time, quiet hours, the weekly e-mail,
// and the time zone they follow (the test browser's zone is UTC).

const ana = aUser();
let kept: ReminderSettings;
let saved: UpdateReminderSettingsBody[];
let zones: string[];

beforeEach(() => {
  kept = { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Europe/Berlin' };
  saved = [];
  zones = [];
  server.use(
    handle(endpoints.reminders.settings, () => {
      return kept;
    }),
    handle(endpoints.reminders.updateSettings, ({ body }) => {
      saved.push(body);
      kept = body;
      return kept;
    }),
    handle(endpoints.reminders.setTimeZone, ({ body }) => {
      zones.push(body.timeZone);
      kept = { ...kept, timeZone: body.timeZone };
      return kept;
    }),
  );
});

afterEach(() => {
  onlineManager.setOnline(true);
});

async function openReminders() {
  const view = renderApp('/profile', { user: ana });
  // The profile's chunk compiles on first use: slow on a busy machine.
  const card = await screen.findByRole('region', { name: 'Reminders' }, { timeout: 15_000 });
  await within(card).findByRole('switch', { name: 'Fast reaches its goal' });
  return { ...view, card: within(card) };
}

describe('reminder settings on the profile', () => {
  it('shows what is kept, and saves the whole settings with this device’s zone', async () => {
    const { user, card } = await openReminders();
    expect(card.getByRole('switch', { name: 'Fast reaches its goal' })).toBeChecked();
    expect(card.getByRole('switch', { name: 'Eating window closes' })).not.toBeChecked();
    expect(card.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
    expect(card.getByText('Reminders wait until quiet hours end.')).toBeInTheDocument();
    expect(card.getByLabelText('From')).toHaveValue('22:00');
    expect(card.getByLabelText('Until')).toHaveValue('07:00');
    expect(card.getByText(/Reminders follow/)).toHaveTextContent('Reminders follow Europe/Berlin.');

    await user.click(card.getByRole('switch', { name: 'Eating window closes' }));
    await user.click(card.getByRole('switch', { name: 'Weigh-in' }));
    expect(card.getByRole('button', { name: 'Monday', pressed: true })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Thursday' }));
    await user.click(card.getByRole('switch', { name: 'FlowCoins running low' }));
    await user.click(card.getByRole('switch', { name: 'Weekly summary e-mail' }));
    await user.click(card.getByRole('button', { name: 'Save reminders' }));

    expect(await screen.findByText('Reminders saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        ...DEFAULT_REMINDER_SETTINGS,
        timeZone: 'UTC',
        eating_window_closes: { on: true },
        weigh_in: { on: true, days: [1, 4], time: '07:30' },
        low_balance: { on: false },
        weekly_email: { on: true },
      },
    ]);
    expect(card.getByText(/Reminders follow/)).toHaveTextContent('Reminders follow UTC.');
    expect(card.queryByRole('button', { name: 'Use this device’s time zone' })).toBeNull();
  });

  it('asks for a weigh-in day before saving, in the contract’s words', async () => {
    kept = { ...kept, weigh_in: { on: true, days: [1], time: '07:30' } };
    const { user, card } = await openReminders();
    await user.click(card.getByRole('button', { name: 'Monday', pressed: true }));
    await user.click(card.getByRole('button', { name: 'Save reminders' }));
    expect(await card.findByText('Choose at least one day for weigh-ins.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    // Turned off, the weigh-in still needs its day: the message stays in sight.
    await user.click(card.getByRole('switch', { name: 'Weigh-in' }));
    expect(card.getByText('Choose at least one day for weigh-ins.')).toBeInTheDocument();
  });

  it('offers this device’s zone when reminders follow another, and changes only that', async () => {
    const { user, card } = await openReminders();
    expect(card.getByText(/Reminders follow/)).toHaveTextContent(
      'Reminders follow Europe/Berlin. This device is set to UTC.',
    );
    await user.click(card.getByRole('button', { name: 'Use this device’s time zone' }));
    expect(await screen.findByText('Reminders now follow UTC')).toBeInTheDocument();
    expect(zones).toEqual(['UTC']);
    expect(saved).toEqual([]);
    expect(card.getByText(/Reminders follow/)).toHaveTextContent('Reminders follow UTC.');
  });

  it('says reminders will follow this device once saved when no zone is kept yet', async () => {
    kept = { ...kept, timeZone: null };
    // The zone the app sends by itself after sign-in is still on its way.
    server.use(handle(endpoints.reminders.setTimeZone, () => new Promise<never>(() => {})));
    const { card } = await openReminders();
    expect(card.getByText(/once you save/)).toHaveTextContent(
      'Reminders will follow this device’s time zone, UTC, once you save.',
    );
  });

  it('offline, keeps Save disabled and says why in one sentence', async () => {
    const { card } = await openReminders();
    act(() => onlineManager.setOnline(false));
    expect(card.getByRole('button', { name: 'Save reminders' })).toBeDisabled();
    // One sentence under Save, one in the devices card below.
    expect(card.getAllByText('Needs a connection — you’re offline.')).toHaveLength(2);
    expect(card.getByRole('button', { name: 'Use this device’s time zone' })).toBeDisabled();
  });
});
