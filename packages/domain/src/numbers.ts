/**
 * Rounding the rules share. Half rounds up (Math.round), as every figure here has always
 * been rounded; `roundTo` in units.ts rounds half away from zero for signed display values.
 */

/** One decimal: grams on a label, hours of a fast, a deviation in percent. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Two decimals: a kitchen quantity ("1.33 cups"). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Three decimals: match scores and parsed quantities, so ties compare as equal. */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
