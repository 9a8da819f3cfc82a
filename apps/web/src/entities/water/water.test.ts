import type { WaterDay } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { OUTBOX_SHAPE_VERSION, type QueuedWrite } from '../../lib/outbox/outbox-shape';
import { formatWater } from './water-card';
import { WATER_KIND, waterDayWithQueued } from './water';

const day: WaterDay = {
  date: '2026-11-28',
  totalMl: 750,
  targetMl: 2200,
  targetSource: 'guidance',
  entries: [
    { id: 'b', date: '2026-11-28', amountMl: 500, loggedAt: '2026-11-28T11:00:00.000Z' },
    { id: 'a', date: '2026-11-28', amountMl: 250, loggedAt: '2026-11-28T08:00:00.000Z' },
  ],
};

let seq = 0;
function write(fields: Partial<QueuedWrite>): QueuedWrite {
  seq += 1;
  return {
    v: OUTBOX_SHAPE_VERSION,
    id: `w${seq}`,
    owner: 'u1',
    seq,
    madeAt: '2026-11-28T12:00:00.000Z',
    method: 'POST',
    path: '/api/v1/water',
    params: {},
    kind: WATER_KIND,
    label: 'water',
    state: 'waiting',
    failures: 0,
    ...fields,
  };
}

describe("the day's water with the changes still on the device", () => {
  it('adds a drink logged offline, newest first and marked waiting, to the total', () => {
    const body = { date: '2026-11-28', amountMl: 250, loggedAt: '2026-11-28T12:00:00.000Z' };
    const { entries, totalMl } = waterDayWithQueued(day, [
      write({ localId: 'local-1', body, preview: body }),
    ]);
    expect(totalMl).toBe(1000);
    expect(entries.map((e) => e.id)).toEqual(['local-1', 'b', 'a']);
    expect(entries[0]?.sync?.state).toBe('waiting');
  });

  it('leaves out an undone drink, and drinks queued for another day', () => {
    const other = { date: '2026-11-27', amountMl: 500, loggedAt: '2026-11-27T20:00:00.000Z' };
    const { entries, totalMl } = waterDayWithQueued(day, [
      write({ method: 'DELETE', path: '/api/v1/water/:id', params: { id: 'b' }, target: 'b' }),
      write({ localId: 'local-2', body: other, preview: other }),
    ]);
    expect(totalMl).toBe(250);
    expect(entries.map((e) => e.id)).toEqual(['a']);
  });
});

describe('water amounts', () => {
  it('read in ml, or in whole US fluid ounces with imperial units', () => {
    expect(formatWater(2200, 'metric')).toBe(`${(2200).toLocaleString()} ml`);
    expect(formatWater(237, 'imperial')).toBe('8 fl oz');
    expect(formatWater(500, 'imperial')).toBe('17 fl oz');
  });
});
