/**
 * Body-mass index, exactly as the CDC defines it:
 * metric kg / m², imperial lb / in² × 703. BMI exists only when a height does.
 */
import type { PersonalPlan, Units } from '@ketoflow/contracts';
import { cmToInches } from './units.js';

export type BmiCategory = PersonalPlan['bmiCategory'];

/** The CDC's conventional factor. The exact one is 0.45359237/0.0254² = 703.0696. */
export const IMPERIAL_BMI_FACTOR = 703;

export interface BmiInput {
  /** Kilograms when units is metric, pounds when imperial. */
  weight: number;
  units: Units;
  /** Height is always stored in cm; for imperial it is converted to inches first. */
  heightCm: number | null | undefined;
}

/**
 * BMI, or null when there is no height. A height or weight that is not a positive
 * number is treated like a missing one: there is no meaningful BMI to show.
 */
export function calculateBmi({ weight, units, heightCm }: BmiInput): number | null {
  if (heightCm === null || heightCm === undefined) return null;
  if (!(Number.isFinite(heightCm) && heightCm > 0 && Number.isFinite(weight) && weight > 0)) {
    return null;
  }
  if (units === 'imperial') {
    // ×703 assumes pounds and inches, so the stored cm must be converted first.
    const inches = cmToInches(heightCm);
    return (weight / (inches * inches)) * IMPERIAL_BMI_FACTOR;
  }
  const metres = heightCm / 100;
  return weight / (metres * metres);
}

/**
 * Adult WHO/CDC categories: <18.5 underweight, 18.5–24.9 normal, 25–29.9 overweight,
 * ≥30 obese. The CDC rounds BMI to one decimal before classifying; callers that show
 * a rounded BMI should classify the rounded value so the number and the label agree.
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

/** Weight (kg) at which a person of this height has the given BMI. */
export function weightAtBmi(bmi: number, heightCm: number): number {
  const metres = heightCm / 100;
  return bmi * metres * metres;
}
