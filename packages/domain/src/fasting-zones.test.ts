import { describe, expect, it } from 'vitest';
import { fastingHours, fastingZoneAt } from './fasting-zones.js';

describe('fasting zones (Zero’s boundaries)', () => {
  it.each([
    [0, 'anabolic'],
    [3.99, 'anabolic'],
    [4, 'catabolic'],
    [15.9, 'catabolic'],
    [16, 'fat_burning'],
    [24, 'ketosis'],
    [71.9, 'ketosis'],
    [72, 'deep_ketosis'],
    [200, 'deep_ketosis'],
    [-3, 'anabolic'],
  ] as const)('%d h → %s', (hours, zone) => {
    expect(fastingZoneAt(hours).zone).toBe(zone);
  });

  it('measures hours between instants and never goes negative', () => {
    const start = new Date('2025-01-01T20:00:00Z');
    expect(fastingHours(start, new Date('2025-01-02T12:00:00Z'))).toBe(16);
    expect(fastingHours(start, new Date('2025-01-01T19:00:00Z'))).toBe(0);
  });
});
