import type { MacroProgress } from '@ketoflow/contracts';
import { round1 } from './numbers.js';

/**
 * How a day's amount of one macro stands against its target. A target that is missing or not
 * positive gives `no_target` (no plan yet). Net carbs are a ceiling (`isLimit`): any amount
 * above it is over. The others are aims: within 10 % either side counts as on target.
 */
export function macroProgress(
  consumed: number,
  target: number | null,
  isLimit: boolean,
): MacroProgress {
  if (target === null || !(target > 0)) {
    return { consumed, target: null, remaining: null, percent: null, status: 'no_target' };
  }
  const percent = Math.round((consumed / target) * 100);
  const status: MacroProgress['status'] = isLimit
    ? consumed > target
      ? 'over'
      : percent >= 90
        ? 'on_target'
        : 'under'
    : percent > 110
      ? 'over'
      : percent >= 90
        ? 'on_target'
        : 'under';
  return { consumed, target, remaining: round1(target - consumed), percent, status };
}
