import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { nextRecurring } from './recurring.js';

function settings(
  timeZone: string | null,
  change: Partial<ReminderSettings> = {},
): ReminderSettings {
  return { ...DEFAULT_REMINDER_SETTINGS, timeZone, ...change };
}

const weighMondays = { weigh_in: { on: true, days: [1], time: '07:30' } };
// Saturday 28 November 2026, noon UTC.
const saturdayNoon = new Date('2026-11-28T12:00:00Z');

describe('recurring reminders at the person’s local time', () => {
  it.each([
    ['America/Los_Angeles', '2026-11-30T15:30:00.000Z', 'weigh_in:2026-11-30'],
    ['Europe/Berlin', '2026-11-30T06:30:00.000Z', 'weigh_in:2026-11-30'],
    ['Pacific/Kiritimati', '2026-11-29T17:30:00.000Z', 'weigh_in:2026-11-30'],
  ])('weigh-in on Mondays at 07:30 in %s', (zone, due, occurrence) => {
    const next = nextRecurring('weigh_in', settings(zone, weighMondays), saturdayNoon);
    expect(next?.dueAt.toISOString()).toBe(due);
    expect(next?.occurrence).toBe(occurrence);
    expect(next?.url).toBe('/weight-tracker');
  });

  it('keeps the evening time across the spring change of clocks', () => {
    const evening = { nothing_logged: { on: true, time: '20:00' } };
    // Berlin: 20:00 CET on Saturday 27 March 2027 is 19:00 UTC; on Sunday it is CEST.
    const sat = nextRecurring(
      'nothing_logged',
      settings('Europe/Berlin', evening),
      new Date('2027-03-27T12:00:00Z'),
    );
    expect(sat?.dueAt.toISOString()).toBe('2027-03-27T19:00:00.000Z');
    const sun = nextRecurring('nothing_logged', settings('Europe/Berlin', evening), sat!.dueAt);
    expect(sun?.dueAt.toISOString()).toBe('2027-03-28T18:00:00.000Z');
    expect(sun?.occurrence).toBe('nothing_logged:2027-03-28');
    // Los Angeles falls back on 7 November 2027: 20:00 PST is 04:00 UTC the next day.
    const la = nextRecurring(
      'nothing_logged',
      settings('America/Los_Angeles', evening),
      new Date('2027-11-07T12:00:00Z'),
    );
    expect(la?.dueAt.toISOString()).toBe('2027-11-08T04:00:00.000Z');
  });

  it('sends the weekly summary on Monday morning, only when asked for', () => {
    expect(nextRecurring('weekly_digest', settings('Europe/Berlin'), saturdayNoon)).toBeNull();
    const next = nextRecurring(
      'weekly_digest',
      settings('Europe/Berlin', { weekly_email: { on: true } }),
      saturdayNoon,
    );
    expect(next?.dueAt.toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });

  it('plans nothing while a kind is off or the zone is unknown', () => {
    expect(nextRecurring('weigh_in', settings('Europe/Berlin'), saturdayNoon)).toBeNull();
    expect(nextRecurring('weigh_in', settings(null, weighMondays), saturdayNoon)).toBeNull();
  });
});

describe('Metashift phase starts', () => {
  it('are the first days of the phases still ahead, on the person’s calendar', async () => {
    const { upcomingPhaseStarts } = await import('./phases.js');
    const { METASHIFT_PHASES } = await import('../metashift.js');
    // Started late on 1 March 2026 in Los Angeles: already 2 March in UTC.
    const startedAt = new Date('2026-03-02T06:00:00Z');
    const starts = upcomingPhaseStarts(startedAt, startedAt, 'America/Los_Angeles');
    const second = METASHIFT_PHASES[1]!;
    expect(starts[0]).toMatchObject({
      id: second.id,
      date: `2026-03-0${second.fromDay}`,
      title: `Metashift: ${second.name} starts today`,
      url: '/metashift',
    });
    expect(starts).toHaveLength(METASHIFT_PHASES.length - 1);
    // Ten days in, the phases already begun are not planned again.
    const later = upcomingPhaseStarts(
      startedAt,
      new Date('2026-03-12T12:00:00Z'),
      'America/Los_Angeles',
    );
    expect(later.every((s) => s.date > '2026-03-12')).toBe(true);
  });
});

describe('every scheduled kind in three zones (UTC−8, UTC+1, UTC+14)', () => {
  const on = {
    weigh_in: { on: true, days: [1, 2, 3, 4, 5, 6, 7], time: '07:30' },
    nothing_logged: { on: true, time: '20:00' },
    weekly_email: { on: true },
  };
  // Wednesday 25 November 2026, 23:00 UTC.
  const after = new Date('2026-11-25T23:00:00Z');
  it.each([
    // zone, weigh-in, nothing logged, weekly summary (Monday 08:00)
    [
      'America/Los_Angeles',
      '2026-11-26T15:30:00.000Z',
      '2026-11-26T04:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ],
    [
      'Europe/Berlin',
      '2026-11-26T06:30:00.000Z',
      '2026-11-26T19:00:00.000Z',
      '2026-11-30T07:00:00.000Z',
    ],
    [
      'Pacific/Kiritimati',
      '2026-11-26T17:30:00.000Z',
      '2026-11-26T06:00:00.000Z',
      '2026-11-29T18:00:00.000Z',
    ],
  ])('%s', (zone, weighIn, nothingLogged, weekly) => {
    const s = settings(zone, on);
    expect(nextRecurring('weigh_in', s, after)?.dueAt.toISOString()).toBe(weighIn);
    expect(nextRecurring('nothing_logged', s, after)?.dueAt.toISOString()).toBe(nothingLogged);
    expect(nextRecurring('weekly_digest', s, after)?.dueAt.toISOString()).toBe(weekly);
  });

  it('keeps the weigh-in at 07:30 local across the autumn change in Los Angeles', () => {
    const s = settings('America/Los_Angeles', {
      weigh_in: { on: true, days: [7, 1], time: '07:30' },
    });
    // Sunday 1 November 2026 is the first day of PST (UTC−8); Saturday was PDT (UTC−7).
    const sunday = nextRecurring('weigh_in', s, new Date('2026-10-31T20:00:00Z'));
    expect(sunday?.dueAt.toISOString()).toBe('2026-11-01T15:30:00.000Z');
    expect(sunday?.occurrence).toBe('weigh_in:2026-11-01');
    const monday = nextRecurring('weigh_in', s, sunday!.dueAt);
    expect(monday?.dueAt.toISOString()).toBe('2026-11-02T15:30:00.000Z');
  });
});
