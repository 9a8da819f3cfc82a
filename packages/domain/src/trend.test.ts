import { describe, expect, it } from 'vitest';
import {
  convertWeight,
  dailyWeights,
  daysBetween,
  goalProgress,
  weeklyRate,
  weightTrend,
  type DatedWeight,
} from './trend.js';
import { addDays } from './dates.js';
import { KG_PER_LB } from './units.js';

/** One weigh-in a day from `start`, with the given weights. */
function daily(start: string, weights: number[]): DatedWeight[] {
  return weights.map((weight, i) => ({ date: addDays(start, i), weight }));
}

describe('daysBetween', () => {
  it('counts calendar days across months, leap days and DST changes', () => {
    expect(daysBetween('2026-03-01', '2026-03-02')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-03')).toBe(-7);
  });

  it('rejects what is not a date', () => {
    expect(() => daysBetween('2026-1-1', '2026-01-02')).toThrow(RangeError);
  });
});

describe('convertWeight', () => {
  it('converts kg ↔ lb with the exact pound and leaves same-unit values alone', () => {
    expect(convertWeight(100, 'metric', 'imperial')).toBeCloseTo(220.4623, 4);
    expect(convertWeight(220.4623, 'imperial', 'metric')).toBeCloseTo(100, 4);
    expect(convertWeight(1, 'imperial', 'metric')).toBe(KG_PER_LB);
    expect(convertWeight(81.3, 'metric', 'metric')).toBe(81.3);
  });
});

describe('dailyWeights', () => {
  it('sorts by date and averages several weigh-ins on one day', () => {
    expect(
      dailyWeights([
        { date: '2026-05-03', weight: 80 },
        { date: '2026-05-01', weight: 82 },
        { date: '2026-05-03', weight: 81 },
      ]),
    ).toEqual([
      { date: '2026-05-01', weight: 82 },
      { date: '2026-05-03', weight: 80.5 },
    ]);
  });
});

describe('weightTrend (EMA, 10 % per day)', () => {
  it('is empty without weigh-ins and seeds with the first one', () => {
    expect(weightTrend([])).toEqual([]);
    expect(weightTrend([{ date: '2026-05-01', weight: 90 }])).toEqual([
      { date: '2026-05-01', weight: 90, trend: 90 },
    ]);
  });

  it('moves 10 % of the way towards each daily weigh-in (Hacker’s Diet)', () => {
    const trend = weightTrend(daily('2026-05-01', [80, 81, 79, 80]));
    // 80 → 80 + 0.1·(81 − 80) = 80.1 → 80.1 + 0.1·(79 − 80.1) = 79.99 → 79.99 + 0.1·0.01
    expect(trend.map((p) => p.trend)).toEqual([
      80,
      expect.closeTo(80.1, 10),
      expect.closeTo(79.99, 10),
      expect.closeTo(79.991, 10),
    ]);
  });

  it('a reading after a gap of g days weighs as much as g daily readings at that weight', () => {
    const gap = weightTrend([
      { date: '2026-05-01', weight: 80 },
      { date: '2026-05-08', weight: 78 },
    ]);
    const everyDay = weightTrend(daily('2026-05-01', [80, 78, 78, 78, 78, 78, 78, 78]));
    expect(gap[1]?.trend).toBeCloseTo(everyDay.at(-1)?.trend ?? 0, 10);
    // 1 − 0.9⁷ ≈ 52 % of the way.
    expect(gap[1]?.trend).toBeCloseTo(80 - 2 * (1 - 0.9 ** 7), 10);
  });

  it('after a long absence the trend follows the new reading almost entirely', () => {
    const trend = weightTrend([
      { date: '2026-01-01', weight: 100 },
      { date: '2026-03-01', weight: 90 },
    ]);
    expect(trend[1]?.trend).toBeGreaterThan(90);
    expect(trend[1]?.trend).toBeLessThan(90.02);
  });

  it('smooths noise: alternating ±1 around 80 stays within ±0.1 of 80 after settling', () => {
    const weights = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 81 : 79));
    const trend = weightTrend(daily('2026-01-01', [80, ...weights]));
    for (const p of trend.slice(20)) expect(Math.abs(p.trend - 80)).toBeLessThan(0.11);
  });

  it('uses one point per day (two weigh-ins on one day are averaged)', () => {
    const trend = weightTrend([
      { date: '2026-05-01', weight: 80 },
      { date: '2026-05-02', weight: 82 },
      { date: '2026-05-02', weight: 80 },
    ]);
    expect(trend).toHaveLength(2);
    expect(trend[1]).toEqual({ date: '2026-05-02', weight: 81, trend: expect.closeTo(80.1, 10) });
  });

  it('gives the same trend in lb as the kg trend converted (the EMA is linear)', () => {
    const kg = [
      { date: '2026-05-01', weight: 90 },
      { date: '2026-05-02', weight: 89.4 },
      { date: '2026-05-05', weight: 89.9 },
      { date: '2026-05-20', weight: 87.2 },
    ];
    const lb = kg.map((p) => ({ ...p, weight: convertWeight(p.weight, 'metric', 'imperial') }));
    const kgTrend = weightTrend(kg);
    const lbTrend = weightTrend(lb);
    lbTrend.forEach((p, i) => {
      expect(p.trend).toBeCloseTo(convertWeight(kgTrend[i]?.trend ?? 0, 'metric', 'imperial'), 9);
    });
  });

  it('refuses a smoothing outside (0, 1]', () => {
    expect(() => weightTrend([], 0)).toThrow(RangeError);
    expect(() => weightTrend([], 1.5)).toThrow(RangeError);
  });
});

describe('weeklyRate', () => {
  it('is null without enough history (less than 2 weeks in the window)', () => {
    expect(weeklyRate([])).toBeNull();
    expect(weeklyRate(weightTrend(daily('2026-05-01', [80, 79.9, 79.8])))).toBeNull();
    expect(weeklyRate(weightTrend(daily('2026-05-01', Array(14).fill(80))))).toBeNull();
  });

  it('measures a steady loss of 0.1 kg a day as −0.7 kg per week once the trend settles', () => {
    // 120 days of a straight line: the EMA lags, but its slope converges to the line's.
    const weights = Array.from({ length: 120 }, (_, i) => 90 - 0.1 * i);
    const rate = weeklyRate(weightTrend(daily('2026-03-01', weights)));
    expect(rate).not.toBeNull();
    expect(rate?.perWeek).toBeCloseTo(-0.7, 2);
    expect(rate?.spanDays).toBe(28);
    expect(rate?.toDate).toBe(addDays('2026-03-01', 119));
    expect(rate?.fromDate).toBe(addDays('2026-03-01', 119 - 28));
  });

  it('is 0 for a stable weight and positive for a gain', () => {
    expect(weeklyRate(weightTrend(daily('2026-03-01', Array(30).fill(70))))?.perWeek).toBe(0);
    const gaining = Array.from({ length: 120 }, (_, i) => 60 + 0.05 * i);
    expect(weeklyRate(weightTrend(daily('2026-03-01', gaining)))?.perWeek).toBeCloseTo(0.35, 2);
  });

  it('ignores weigh-ins older than the window', () => {
    const old = daily('2026-01-01', [120, 120, 120]);
    const recent = daily(
      '2026-03-01',
      Array.from({ length: 120 }, (_, i) => 90 - 0.1 * i),
    );
    const withOld = weeklyRate(weightTrend([...old, ...recent]));
    expect(withOld?.fromDate).toBe(addDays('2026-03-01', 91));
    expect(withOld?.perWeek).toBeCloseTo(-0.7, 2);
  });

  it('works with sparse weigh-ins (weekly) and in lb as the kg rate converted', () => {
    const kg = Array.from({ length: 8 }, (_, i) => ({
      date: addDays('2026-04-01', i * 7),
      weight: 95 - 0.5 * i,
    }));
    const lb = kg.map((p) => ({ ...p, weight: convertWeight(p.weight, 'metric', 'imperial') }));
    const kgRate = weeklyRate(weightTrend(kg));
    const lbRate = weeklyRate(weightTrend(lb));
    expect(kgRate?.perWeek).toBeLessThan(0);
    expect(lbRate?.perWeek).toBeCloseTo(
      convertWeight(kgRate?.perWeek ?? 0, 'metric', 'imperial'),
      9,
    );
  });
});

describe('goalProgress', () => {
  it('measures a loss from the start weight towards the goal', () => {
    expect(goalProgress({ start: 82, goal: 68, current: 75 })).toEqual({
      direction: 'lose',
      start: 82,
      goal: 68,
      current: 75,
      changed: -7,
      remaining: 7,
      percent: 50,
      reached: false,
    });
  });

  it('clamps to 0 % when moving away from the goal and to 100 % past it', () => {
    expect(goalProgress({ start: 82, goal: 68, current: 84 })).toMatchObject({
      percent: 0,
      remaining: 16,
      reached: false,
    });
    expect(goalProgress({ start: 82, goal: 68, current: 66 })).toMatchObject({
      percent: 100,
      remaining: 0,
      reached: true,
    });
  });

  it('measures a gain goal the other way round', () => {
    expect(goalProgress({ start: 55, goal: 60, current: 56 })).toMatchObject({
      direction: 'gain',
      percent: expect.closeTo(20, 10),
      remaining: expect.closeTo(4, 10),
      reached: false,
    });
  });

  it('a maintain goal has no percentage, and is reached within 1 %', () => {
    expect(goalProgress({ start: 70, goal: 70, current: 70.5 })).toMatchObject({
      direction: 'maintain',
      percent: null,
      reached: true,
      remaining: 0,
    });
    expect(goalProgress({ start: 70, goal: 70, current: 72 })).toMatchObject({
      reached: false,
      remaining: 2,
    });
  });

  it('gives the same percentage in lb as in kg', () => {
    const kg = goalProgress({ start: 100, goal: 80, current: 93 });
    const lb = goalProgress({
      start: convertWeight(100, 'metric', 'imperial'),
      goal: convertWeight(80, 'metric', 'imperial'),
      current: convertWeight(93, 'metric', 'imperial'),
    });
    expect(kg.percent).toBeCloseTo(35, 10);
    expect(lb.percent).toBeCloseTo(35, 10);
    expect(lb.remaining).toBeCloseTo(convertWeight(13, 'metric', 'imperial'), 10);
  });
});
