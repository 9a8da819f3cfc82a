/**
 * Fasting "zones" by hours since the last meal, with Zero's published boundaries
 * (0–4, 4–16, 16–24, 24–72, 72+ h). They are rough, app-level conventions: real
 * timing depends on the last meal's carbohydrate, activity and the person.
 */

export type FastingZone = 'anabolic' | 'catabolic' | 'fat_burning' | 'ketosis' | 'deep_ketosis';

export interface FastingZoneInfo {
  zone: FastingZone;
  label: string;
  /** Inclusive start, hours. */
  fromHours: number;
  /** Exclusive end, hours; null for the last zone. */
  toHours: number | null;
  /** What typically happens, hedged: the boundaries are approximate. */
  description: string;
}

/** Shown beside the zones wherever they appear. */
export const FASTING_ZONES_NOTE =
  'Zone times are approximate (after Zero’s published ranges). They shift with your last meal’s carbohydrate, your activity and your body.';

export const FASTING_ZONES: readonly FastingZoneInfo[] = [
  {
    zone: 'anabolic',
    label: 'Anabolic',
    fromHours: 0,
    toHours: 4,
    description: 'You are digesting your last meal; blood sugar and insulin rise, then settle.',
  },
  {
    zone: 'catabolic',
    label: 'Catabolic',
    fromHours: 4,
    toHours: 16,
    description: 'Insulin falls and your body draws on its stored carbohydrate (glycogen).',
  },
  {
    zone: 'fat_burning',
    label: 'Fat burning',
    fromHours: 16,
    toHours: 24,
    description: 'With glycogen running lower, your body typically relies more on fat for fuel.',
  },
  {
    zone: 'ketosis',
    label: 'Ketosis',
    fromHours: 24,
    toHours: 72,
    description: 'The liver typically makes more ketones from fat as the fast goes on.',
  },
  {
    zone: 'deep_ketosis',
    label: 'Deep ketosis',
    fromHours: 72,
    toHours: null,
    description: 'Ketones are typically high. Fasts this long belong under medical supervision.',
  },
];

/** The zone at a given number of fasting hours (negative counts as 0). */
export function fastingZoneAt(hours: number): FastingZoneInfo {
  const h = Math.max(0, hours);
  const found = FASTING_ZONES.find((z) => z.toHours === null || h < z.toHours);
  // The last zone has no end, so find() always succeeds; the fallback satisfies the type.
  return found ?? (FASTING_ZONES[FASTING_ZONES.length - 1] as FastingZoneInfo);
}

/** Fasting hours between two instants. */
export function fastingHours(startedAt: Date, now: Date): number {
  return Math.max(0, (now.getTime() - startedAt.getTime()) / 3_600_000);
}
