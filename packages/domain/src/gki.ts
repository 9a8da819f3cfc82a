/**
 * Glucose-ketone index (Meidenbauer, Mukherjee & Seyfried, Nutr Metab 2015;12:12):
 * blood glucose divided by blood β-hydroxybutyrate, both in mmol/L.
 */

/** Glucose molar mass 180.16 g/mol: mg/dL ÷ 18.016 = mmol/L. */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016;

export type GlucoseUnit = 'mmol/L' | 'mg/dL';

export function glucoseToMmolL(value: number, unit: GlucoseUnit): number {
  return unit === 'mg/dL' ? value / GLUCOSE_MG_DL_PER_MMOL_L : value;
}

/**
 * GKI, or null when ketones are not positive (the ratio is undefined, and "no ketones"
 * must not read as an extreme number).
 */
export function glucoseKetoneIndex({
  glucose,
  glucoseUnit,
  ketonesMmolL,
}: {
  glucose: number;
  glucoseUnit: GlucoseUnit;
  ketonesMmolL: number;
}): number | null {
  if (!(ketonesMmolL > 0) || !(glucose >= 0)) return null;
  return glucoseToMmolL(glucose, glucoseUnit) / ketonesMmolL;
}

export type GkiZone = 'therapeutic' | 'high' | 'moderate' | 'low' | 'none';

/**
 * Zones as commonly shown by apps (<1, 1–3, 3–6, 6–9, >9). These are app conventions,
 * not thresholds from the 2015 paper, so the UI must not present them as clinical.
 */
export function gkiZone(gki: number): GkiZone {
  if (gki < 1) return 'therapeutic';
  if (gki < 3) return 'high';
  if (gki < 6) return 'moderate';
  if (gki <= 9) return 'low';
  return 'none';
}
