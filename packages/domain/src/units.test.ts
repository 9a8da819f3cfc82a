import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  formatHeight,
  formatNumber,
  formatWeight,
  inchesToCm,
  kgToLb,
  lbToKg,
  roundTo,
  weightInUnits,
} from './units.js';

describe('weight conversion', () => {
  it('uses the exact international pound', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(lbToKg(150)).toBeCloseTo(68.0388555, 7);
    expect(kgToLb(100)).toBeCloseTo(220.462262, 6);
  });

  it('round-trips', () => {
    expect(kgToLb(lbToKg(187.3))).toBeCloseTo(187.3, 10);
  });
});

describe('height conversion', () => {
  it('uses 2.54 cm per inch', () => {
    expect(inchesToCm(65)).toBeCloseTo(165.1, 10);
    expect(cmToInches(182.88)).toBeCloseTo(72, 10);
  });

  it.each([
    [165.1, 5, 5],
    [182.88, 6, 0],
    [182.8, 6, 0], // 71.97 in rounds to 72 in: 6 ft 0 in, never 5 ft 12 in
    [180.3, 5, 11],
    [120, 3, 11],
    [230, 7, 7],
  ])('%d cm → %d ft %d in', (cm, feet, inches) => {
    expect(cmToFeetInches(cm)).toEqual({ feet, inches });
  });

  it('converts feet and inches to cm', () => {
    expect(feetInchesToCm(5, 5)).toBeCloseTo(165.1, 10);
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 10);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero, even where binary floats mislead', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(-2.5)).toBe(-3);
    expect(roundTo(24.9586, 1)).toBe(25);
    expect(roundTo(1507.27, 0)).toBe(1507);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
  });
});

describe('formatting', () => {
  it('groups thousands without depending on the locale', () => {
    expect(formatNumber(1507.27)).toBe('1,507');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(-2500)).toBe('-2,500');
    expect(formatNumber(999)).toBe('999');
  });

  it('shows weights in the user’s units', () => {
    expect(formatWeight(70.46, 'metric')).toBe('70.5 kg');
    expect(formatWeight(lbToKg(155.4), 'imperial')).toBe('155.4 lb');
    expect(formatWeight(72, 'imperial', 0)).toBe('159 lb');
    expect(weightInUnits(lbToKg(200), 'imperial')).toBeCloseTo(200, 10);
    expect(weightInUnits(80, 'metric')).toBe(80);
  });

  it('shows heights in the user’s units', () => {
    expect(formatHeight(165, 'metric')).toBe('165 cm');
    expect(formatHeight(165.1, 'imperial')).toBe('5 ft 5 in');
  });
});
