import { describe, expect, it } from 'vitest';
import { PROJECTION_NOTE, projectGoal, type ProjectGoalInput } from './projection.js';

// The reference woman of weight-model.test.ts (80 kg, 1.80 m, 40 y, PAL 1.5) at her model
// baseline intake (1.5 × RMR 1566.4 = 2349.6 kcal) switching to −250 kcal with 5 % of energy
// from carbs: its scenario B.
const base: Omit<ProjectGoalInput, 'goalWeightKg'> = {
  sex: 'female',
  age: 40,
  heightCm: 180,
  weightKg: 80,
  pal: 1.5,
  tdee: 2349.6,
  targetCalories: 2099.6,
  netCarbsG: (0.05 * 2099.6) / 4,
  startDate: '2025-01-01',
};
const FACTS_B: ReadonlyArray<readonly [number, number]> = [
  [7, -2.64],
  [30, -3.25],
  [90, -4.49],
  [180, -6.09],
  [365, -8.55],
  [730, -11.26],
];

describe('projectGoal', () => {
  it('follows the reference scenario B curve within ±0.35 kg', () => {
    const { points } = projectGoal({ ...base, goalWeightKg: 70 });
    for (const [day, delta] of FACTS_B) {
      const point = points.find((p) => p.day === day);
      expect(point).toBeDefined();
      expect(Math.abs((point?.weightKg ?? 0) - 80 - delta)).toBeLessThanOrEqual(0.35);
    }
  });

  it('dates the goal on the first day the model is at or below it', () => {
    const p = projectGoal({ ...base, goalWeightKg: 75 });
    expect(p.goalDate).toBe('2025-05-07'); // day 126
    expect(p.weeksToGoal).toBe(18); // ceil(126 / 7)
    const goalPoint = p.points.find((pt) => pt.day === 126);
    expect(goalPoint?.weightKg).toBeLessThanOrEqual(75);
    const dayBefore = p.points.filter((pt) => pt.day < 126).at(-1);
    expect(dayBefore?.weightKg).toBeGreaterThan(75);
  });

  it('reaches a lower goal later', () => {
    const a = projectGoal({ ...base, goalWeightKg: 72 });
    const b = projectGoal({ ...base, goalWeightKg: 70 });
    expect(a.goalDate).not.toBeNull();
    expect(b.goalDate).not.toBeNull();
    expect((a.goalDate ?? '') < (b.goalDate ?? '')).toBe(true);
  });

  it('has no goal date when the goal is not reached within 3 years', () => {
    // The model plateaus near 68 kg for this deficit.
    const p = projectGoal({ ...base, goalWeightKg: 65 });
    expect(p.goalDate).toBeNull();
    expect(p.weeksToGoal).toBeNull();
    expect(p.points.at(-1)?.day).toBe(1095);
  });

  it('has no goal date for a goal that is not a loss', () => {
    const same = projectGoal({ ...base, goalWeightKg: 80 });
    const gain = projectGoal({
      ...base,
      targetCalories: 2600,
      netCarbsG: 25,
      goalWeightKg: 85,
    });
    expect(same.goalDate).toBeNull();
    expect(gain.goalDate).toBeNull();
    expect(gain.points.at(-1)?.weightKg).toBeGreaterThan(85);
  });

  it('has no goal date without a deficit, even when the water drop passes the goal', () => {
    // Same intake, carbs 50 % → 5 %: about 2 kg of glycogen and water go in the first week.
    const p = projectGoal({ ...base, targetCalories: 2349.6, netCarbsG: 29, goalWeightKg: 79 });
    expect(p.points.find((pt) => pt.day === 7)?.weightKg).toBeLessThan(79);
    expect(p.goalDate).toBeNull();
  });

  it('samples every week plus key days, ascending and without duplicates', () => {
    const p = projectGoal({ ...base, goalWeightKg: 75 });
    const days = p.points.map((pt) => pt.day);
    expect(days[0]).toBe(0);
    expect(p.points[0]?.weightKg).toBe(80);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    for (let d = 0; d <= 1095; d += 7) expect(days).toContain(d);
    for (const d of [3, 30, 90, 180, 365, 730, 1095, 126]) expect(days).toContain(d);
  });

  it('honours a shorter horizon', () => {
    const p = projectGoal({ ...base, goalWeightKg: 70, horizonDays: 90 });
    expect(p.goalDate).toBeNull();
    expect(p.points.at(-1)?.day).toBe(90);
    expect(p.points.some((pt) => pt.day > 90)).toBe(false);
  });

  it('states the basis and the known error, and flags early water loss on low carb', () => {
    const keto = projectGoal({ ...base, goalWeightKg: 75 });
    expect(keto.note.startsWith(PROJECTION_NOTE)).toBe(true);
    expect(keto.note).toContain('Hall et al., Lancet 2011');
    expect(keto.note).toContain('about 0.5 kg');
    expect(keto.note).toContain('water');
    // 250 g of carbs in 2,000 kcal is the 50 % baseline: no diet switch, no water note.
    const noSwitch = projectGoal({
      ...base,
      targetCalories: 2000,
      netCarbsG: 250,
      goalWeightKg: 75,
    });
    expect(noSwitch.note).toBe(PROJECTION_NOTE);
  });

  it('rejects a start date that is not YYYY-MM-DD', () => {
    expect(() => projectGoal({ ...base, goalWeightKg: 75, startDate: '01/01/2025' })).toThrow(
      RangeError,
    );
  });
});
