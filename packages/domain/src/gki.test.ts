import { describe, expect, it } from 'vitest';
import { glucoseKetoneIndex, glucoseToMmolL, gkiZone } from './gki.js';

describe('glucose-ketone index', () => {
  it('converts mg/dL with 18.016 (glucose 180.16 g/mol)', () => {
    expect(glucoseToMmolL(90, 'mg/dL')).toBeCloseTo(4.9956, 4);
    expect(glucoseToMmolL(5, 'mmol/L')).toBe(5);
  });

  it('divides glucose by BHB in mmol/L (5.0 / 1.5 = 3.33)', () => {
    expect(
      glucoseKetoneIndex({ glucose: 5, glucoseUnit: 'mmol/L', ketonesMmolL: 1.5 }),
    ).toBeCloseTo(3.3333, 4);
    expect(
      glucoseKetoneIndex({ glucose: 90, glucoseUnit: 'mg/dL', ketonesMmolL: 1.5 }),
    ).toBeCloseTo(3.33, 2);
  });

  it('is null without a positive ketone reading', () => {
    expect(glucoseKetoneIndex({ glucose: 5, glucoseUnit: 'mmol/L', ketonesMmolL: 0 })).toBeNull();
    expect(glucoseKetoneIndex({ glucose: -1, glucoseUnit: 'mmol/L', ketonesMmolL: 1 })).toBeNull();
  });

  it.each([
    [0.8, 'therapeutic'],
    [1, 'high'],
    [2.9, 'high'],
    [3, 'moderate'],
    [6, 'low'],
    [9, 'low'],
    [9.1, 'none'],
  ] as const)('GKI %d is in the %s zone', (gki, zone) => {
    expect(gkiZone(gki)).toBe(zone);
  });
});
