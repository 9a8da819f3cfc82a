import { describe, expect, it } from 'vitest';
import { bmiCategory, calculateBmi, weightAtBmi } from './bmi.js';
import { inchesToCm } from './units.js';

describe('calculateBmi', () => {
  // The CDC formulas: kg / m², and lb / in² × 703.
  it.each([
    [150, 65, 24.9586],
    [200, 70, 28.6939],
  ])('imperial %d lb at %d in → %d', (lb, inches, expected) => {
    const bmi = calculateBmi({ weight: lb, units: 'imperial', heightCm: inchesToCm(inches) });
    expect(bmi).not.toBeNull();
    expect(bmi).toBeCloseTo(expected, 4);
  });

  it.each([
    [68, 165, 24.977],
    [90, 180, 27.7778],
  ])('metric %d kg at %d cm → %d', (kg, cm, expected) => {
    expect(calculateBmi({ weight: kg, units: 'metric', heightCm: cm })).toBeCloseTo(expected, 4);
  });

  it('uses the conventional ×703, not the exact 703.0696 (CDC example 24.96, exact 24.9611)', () => {
    const bmi = calculateBmi({ weight: 150, units: 'imperial', heightCm: 165.1 }) ?? 0;
    expect(bmi).toBeLessThan(24.96);
  });

  it('is null without a height', () => {
    expect(calculateBmi({ weight: 70, units: 'metric', heightCm: null })).toBeNull();
    expect(calculateBmi({ weight: 150, units: 'imperial', heightCm: undefined })).toBeNull();
  });

  it('is null for heights or weights that are not positive numbers', () => {
    expect(calculateBmi({ weight: 70, units: 'metric', heightCm: 0 })).toBeNull();
    expect(calculateBmi({ weight: 70, units: 'metric', heightCm: Number.NaN })).toBeNull();
    expect(calculateBmi({ weight: 0, units: 'metric', heightCm: 170 })).toBeNull();
  });
});

describe('bmiCategory', () => {
  it.each([
    [16, 'underweight'],
    [18.49, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.99, 'overweight'],
    [30, 'obese'],
    [45, 'obese'],
  ] as const)('%d → %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe('weightAtBmi', () => {
  it('inverts the metric formula', () => {
    expect(weightAtBmi(25, 180)).toBeCloseTo(81, 10);
    expect(
      calculateBmi({ weight: weightAtBmi(22, 165), units: 'metric', heightCm: 165 }),
    ).toBeCloseTo(22, 10);
  });
});
