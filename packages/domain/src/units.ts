/**
 * Unit conversions and display formatting. Everything is stored in kg and cm (the
 * canonical units of the contracts); these helpers exist so that imperial users see
 * pounds and feet/inches without anyone re-deriving the factors.
 */
import type { Units } from '@ketoflow/contracts';

/** Exact by definition (international pound, 1959). */
export const KG_PER_LB = 0.45359237;
/** Exact by definition (international inch). */
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

export function kgToLb(kg: number): number {
  return kg / KG_PER_LB;
}

export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export interface FeetInches {
  feet: number;
  inches: number;
}

/**
 * Height as whole feet and whole inches. Rounding happens on the total inches first,
 * so 182.8 cm (71.97 in) becomes 6 ft 0 in rather than the impossible 5 ft 12 in.
 */
export function cmToFeetInches(cm: number): FeetInches {
  const totalInches = Math.round(cmToInches(cm));
  return {
    feet: Math.floor(totalInches / INCHES_PER_FOOT),
    inches: totalInches % INCHES_PER_FOOT,
  };
}

export function feetInchesToCm(feet: number, inches: number): number {
  return inchesToCm(feet * INCHES_PER_FOOT + inches);
}

/**
 * Rounds half away from zero. Scaling through the exponent string avoids the binary
 * representation problem where 1.005 * 100 = 100.49999… and would round down.
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const result = sign * Number(`${rounded}e-${decimals}`);
  // Avoid "-0" leaking into text.
  return result === 0 ? 0 : result;
}

/**
 * A number with comma thousands separators ("1,507"). Written by hand rather than with
 * Intl so that the output does not depend on the server's or browser's locale data.
 */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = roundTo(value, decimals).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [whole = '', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A weight given in kg, shown in the user's units: "70.5 kg" or "155.4 lb". */
export function formatWeight(kg: number, units: Units, decimals = 1): string {
  return units === 'imperial'
    ? `${formatNumber(kgToLb(kg), decimals)} lb`
    : `${formatNumber(kg, decimals)} kg`;
}

/** The number alone, in the user's units, for inputs and charts. */
export function weightInUnits(kg: number, units: Units): number {
  return units === 'imperial' ? kgToLb(kg) : kg;
}

/** A height given in cm, shown in the user's units: "165 cm" or "5 ft 5 in". */
export function formatHeight(cm: number, units: Units): string {
  if (units === 'imperial') {
    const { feet, inches } = cmToFeetInches(cm);
    return `${feet} ft ${inches} in`;
  }
  return `${formatNumber(cm)} cm`;
}
