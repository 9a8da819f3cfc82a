import { describe, expect, it } from 'vitest';
import {
  DREAM_ME_ADHERENCE,
  ILLUSTRATION_MAX_WIDTH_CHANGE,
  illustrationRowScale,
  illustrationRowStrength,
  illustrationWidthScale,
  projectDreamMe,
  type DreamMeProjectionInput,
} from './dream-me.js';
import { ACTIVITY_FACTORS, mifflinStJeor } from './energy.js';
import { projectGoal } from './projection.js';

// The harness's onboarding user: 82 kg, 165 cm, 40 y, lightly active, 1,500 kcal and 25 g net carbs.
const maria: DreamMeProjectionInput = {
  sex: 'female',
  age: 40,
  heightCm: 165,
  weightKg: 82,
  startWeightSource: 'onboarding',
  activityLevel: 'light',
  targetCalories: 1500,
  netCarbsG: 25,
  goalWeightKg: 60,
  ketoAdapted: false,
  startDate: '2026-01-01',
  units: 'metric',
};
const ALL = [180, 365, 730] as const;

const scenario = (p: ReturnType<typeof projectDreamMe>[number], id: string) =>
  p.scenarios.find((s) => s.id === id)?.weightKg;

describe('projectDreamMe', () => {
  it('full adherence follows the goal projection (same NIH model, same inputs)', () => {
    const far = { ...maria, goalWeightKg: 51 };
    const tdee =
      mifflinStJeor({ sex: 'female', weightKg: 82, heightCm: 165, age: 40 }) *
      ACTIVITY_FACTORS.light;
    const goal = projectGoal({
      sex: 'female',
      age: 40,
      heightCm: 165,
      weightKg: 82,
      pal: ACTIVITY_FACTORS.light,
      tdee,
      targetCalories: 1500,
      netCarbsG: 25,
      goalWeightKg: 51,
      startDate: '2026-01-01',
    });
    for (const p of projectDreamMe(far, ALL)) {
      expect(p.floorReached).toBe(false);
      const expected = goal.points.find((pt) => pt.day === p.timelineDays)?.weightKg;
      expect(expected).toBeDefined();
      expect(scenario(p, 'plan')).toBeCloseTo(expected ?? 0, 1);
      expect(p.tdeeKcal).toBe(Math.round(tdee));
    }
  });

  it('loses more the longer the timeline, and dates it', () => {
    const [six, year, two] = projectDreamMe(maria, ALL);
    expect(six?.projectedWeightKg).toBeLessThan(82);
    expect(year?.projectedWeightKg).toBeLessThan(six?.projectedWeightKg ?? 0);
    expect(two?.projectedWeightKg).toBeLessThan(year?.projectedWeightKg ?? 0);
    expect(six?.targetDate).toBe('2026-06-30');
    expect(year?.targetDate).toBe('2027-01-01');
    expect(two?.targetDate).toBe('2028-01-01');
    // A 1-year loss in the range the rule of thumb allows: about half of ~deficit/24 kg.
    expect(year?.changeKg).toBeLessThan(-5);
    expect(year?.changeKg).toBeGreaterThan(-15);
  });

  it('orders the range: full adherence ≤ realistic ≤ half ≤ no change', () => {
    for (const p of projectDreamMe(maria, ALL)) {
      expect(p.lowKg).toBe(scenario(p, 'plan'));
      expect(p.highKg).toBe(scenario(p, 'half'));
      expect(p.lowKg).toBeLessThan(p.projectedWeightKg);
      expect(p.projectedWeightKg).toBeLessThan(p.highKg);
      expect(p.highKg).toBeLessThan(82);
      expect(scenario(p, 'none')).toBe(82);
      expect(p.projectedWeightKg).toBe(scenario(p, 'realistic'));
      expect(p.scenarios.map((s) => s.adherence)).toEqual(Object.values(DREAM_ME_ADHERENCE));
    }
  });

  it('reports the change and the BMI at the date', () => {
    const [year] = projectDreamMe(maria, [365]);
    if (!year) throw new Error('no projection');
    expect(year.changeKg).toBeCloseTo(year.projectedWeightKg - 82, 5);
    expect(year.bmiStart).toBe(30.1); // 82 / 1.65²
    expect(year.bmiAtDate).toBeCloseTo(year.projectedWeightKg / 1.65 ** 2, 1);
    expect(year.bmiCategoryAtDate).toBe(year.bmiAtDate >= 30 ? 'obese' : 'overweight');
    expect(year.assumptions.join(' ')).toContain('75 %');
  });

  it('never goes below the goal weight: the plan maintains there', () => {
    const near = { ...maria, goalWeightKg: 78 };
    for (const p of projectDreamMe(near, ALL)) {
      expect(p.lowKg).toBeGreaterThanOrEqual(78);
      expect(p.projectedWeightKg).toBeGreaterThanOrEqual(78);
      expect(p.floorReason).toBe('goal');
      expect(p.floorKg).toBe(78);
    }
    expect(projectDreamMe(near, [730])[0]?.floorReached).toBe(true);
    expect(projectDreamMe(near, [730])[0]?.projectedWeightKg).toBe(78);
  });

  it('never goes below BMI 18.5, whatever the goal', () => {
    const slim: DreamMeProjectionInput = {
      ...maria,
      age: 35,
      weightKg: 55,
      goalWeightKg: 45,
      targetCalories: 1200,
    };
    const floor = 18.5 * 1.65 ** 2; // 50.37 kg
    for (const p of projectDreamMe(slim, ALL)) {
      expect(p.floorReason).toBe('healthy_bmi');
      expect(p.floorKg).toBeCloseTo(floor, 1);
      for (const s of p.scenarios) expect(s.weightKg).toBeGreaterThanOrEqual(50.3);
      expect(p.bmiAtDate).toBeGreaterThanOrEqual(18.5);
    }
    expect(projectDreamMe(slim, [730])[0]?.floorReached).toBe(true);
  });

  it('does not show someone at or below their goal any thinner', () => {
    const atGoal = { ...maria, weightKg: 60, goalWeightKg: 62 };
    for (const p of projectDreamMe(atGoal, ALL)) {
      expect(p.lowKg).toBe(60);
      expect(p.projectedWeightKg).toBe(60);
    }
  });

  it('does not count the keto water drop twice for someone already on keto', () => {
    const [fresh] = projectDreamMe(maria, [180]);
    const [adapted] = projectDreamMe(
      { ...maria, ketoAdapted: true, startWeightSource: 'weight_log' },
      [180],
    );
    expect(adapted?.projectedWeightKg).toBeGreaterThan(fresh?.projectedWeightKg ?? 0);
    expect(adapted?.assumptions.join(' ')).not.toContain('glycogen');
    expect(adapted?.assumptions.join(' ')).toContain('latest weigh-in');
  });

  it('caps a gain at a higher goal', () => {
    const gain = { ...maria, weightKg: 55, goalWeightKg: 57, targetCalories: 2600 };
    const [two] = projectDreamMe(gain, [730]);
    expect(two?.highKg).toBe(57);
    expect(two?.lowKg).toBeLessThanOrEqual(57);
    expect(two?.lowKg).toBeGreaterThan(55);
  });

  it('is deterministic and refuses an impossible body', () => {
    expect(projectDreamMe(maria, ALL)).toEqual(projectDreamMe(maria, ALL));
    expect(() => projectDreamMe({ ...maria, heightCm: 0 }, ALL)).toThrow(RangeError);
  });
});

describe('illustration geometry', () => {
  it('scales width with the square root of the weight ratio, within bounds', () => {
    expect(illustrationWidthScale(80, 80)).toBe(1);
    expect(illustrationWidthScale(100, 81)).toBeCloseTo(0.9, 6);
    expect(illustrationWidthScale(100, 30)).toBe(1 - ILLUSTRATION_MAX_WIDTH_CHANGE);
    expect(illustrationWidthScale(50, 100)).toBe(1 + ILLUSTRATION_MAX_WIDTH_CHANGE);
    expect(illustrationWidthScale(0, 80)).toBe(1);
  });

  it('is strongest over the torso, softer over the face, none at the top, and smooth', () => {
    expect(illustrationRowStrength(0)).toBe(0);
    expect(illustrationRowStrength(0.2)).toBeCloseTo(0.4, 6);
    expect(illustrationRowStrength(0.6)).toBe(1);
    expect(illustrationRowStrength(1)).toBeCloseTo(0.7, 6);
    let previous = illustrationRowStrength(0);
    for (let i = 1; i <= 1000; i++) {
      const next = illustrationRowStrength(i / 1000);
      expect(Math.abs(next - previous)).toBeLessThan(0.01);
      previous = next;
    }
    expect(illustrationRowScale(0.6, 0.9)).toBeCloseTo(0.9, 6);
    expect(illustrationRowScale(0.2, 0.9)).toBeCloseTo(0.96, 6);
    expect(illustrationRowScale(0, 0.9)).toBe(1);
  });
});
