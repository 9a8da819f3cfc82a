import type { KetoBandName, MacroRange } from '@ketoflow/contracts';
import { CircleCheck, TriangleAlert, XCircle, type LucideIcon } from 'lucide-react';
import { formatGramsCompact, formatKcal } from '../../../lib/format';

export { localIsoDate as localToday, mealTypeForHour } from '@ketoflow/domain';

export { MEAL_TYPE_LABELS } from '../../../entities/diary/meal-types';

/** Verdict colours: green keto-friendly, amber moderate, red not (the words say it too). */
export const BAND_STYLES: Record<
  KetoBandName,
  { icon: LucideIcon; text: string; ring: string; soft: string }
> = {
  friendly: {
    icon: CircleCheck,
    text: 'text-primary',
    ring: 'stroke-primary',
    soft: 'border-primary/40 bg-primary/10 text-primary',
  },
  moderate: {
    icon: TriangleAlert,
    text: 'text-carbs',
    ring: 'stroke-carbs',
    soft: 'border-carbs/40 bg-carbs/10 text-carbs',
  },
  avoid: {
    icon: XCircle,
    text: 'text-destructive',
    ring: 'stroke-destructive',
    soft: 'border-destructive/40 bg-destructive/10 text-destructive',
  },
};

export function formatAmount(value: number, unit: 'g' | 'kcal'): string {
  return unit === 'kcal' ? formatKcal(value) : formatGramsCompact(value);
}

/** "6" or "6 (4.5–7.5)": the range only when the portion was uncertain. */
export function formatRange(range: MacroRange, unit: 'g' | 'kcal'): string {
  const value = formatAmount(range.value, unit);
  if (range.low === range.high) return value;
  return `${value} (${formatAmount(range.low, unit)}–${formatAmount(range.high, unit)})`;
}

const dateTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}
