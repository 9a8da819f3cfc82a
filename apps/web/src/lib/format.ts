/**
 * How the UI writes numbers, amounts and dates: one formatter of each kind, in the user's
 * locale, shared by every screen (the diary, recipes, the meal plan and KetoVision must show
 * the same meal the same way).
 */

import { round1 } from '@ketoflow/domain';

/**
 * A formatter made on first use: building an Intl formatter loads locale data (about 60 ms for
 * this file's six on a phone), which no page should pay at start-up for numbers it may never
 * show (the sign-in page shows none).
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const oneDecimal = lazy(
  () => new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const upToOneDecimal = lazy(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }));
const upToTwoDecimals = lazy(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }));
const whole = lazy(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }));

// The rules' rounding, so a figure the UI rounds matches the one the server stored:
// round1 for macros (stored and summed with one decimal), round2 for per-100 g values.
export { round1, round2 } from '@ketoflow/domain';

/** Always one decimal: "12.0", "81.3" (macros in the diary and recipes, weights, BMI). */
export function formatOneDecimal(value: number): string {
  return oneDecimal().format(value);
}

/** Grams of a macro with one decimal, "12.0": the convention of the diary and recipes. */
export const formatGrams = formatOneDecimal;

/** At most one decimal, "12", "1.8" (rounded to tenths first). */
export function formatUpToOneDecimal(value: number): string {
  return upToOneDecimal().format(round1(value));
}

/** Grams with at most one decimal, "12", "1.8": compact rows (foods, scans, plan days). */
export const formatGramsCompact = formatUpToOneDecimal;

/** 1234.4 → "1,234": whole numbers (coins, counts, mg). */
export function formatInteger(value: number): string {
  return whole().format(value);
}

/** Whole kcal, "412". */
export const formatKcal = formatInteger;

/** An amount as a cook writes it, "0.5", "2", "1.25" (servings, ingredient quantities). */
export function formatQuantity(value: number): string {
  return upToTwoDecimals().format(value);
}

/** "1 coin", "12 coins" (AI prices, coin packs). */
export function formatCoins(coins: number): string {
  return `${coins} ${coins === 1 ? 'coin' : 'coins'}`;
}

/** "1 FlowCoin", "12 FlowCoins" (sentences that name the currency). */
export function formatFlowCoins(coins: number): string {
  return `${coins} ${coins === 1 ? 'FlowCoin' : 'FlowCoins'}`;
}

const calendarDay = lazy(
  () =>
    new Intl.DateTimeFormat(undefined, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const longCalendarDay = lazy(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar date (YYYY-MM-DD) as "14 Mar 2026", never shifted by the time zone. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDay().format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date as "Saturday, 14 March 2026", never shifted by the time zone. */
export function formatLongCalendarDate(isoDate: string): string {
  return longCalendarDay().format(new Date(`${isoDate}T00:00:00Z`));
}

const mediumDate = lazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** An instant's day as "14 Mar 2026" in the user's time zone (orders, referrals). */
export function formatMediumDate(iso: string): string {
  return mediumDate().format(new Date(iso));
}

const mediumDateTime = lazy(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** An instant as "14 Mar 2026, 09:41" in the user's time zone (admin logs). */
export function formatDateTime(iso: string): string {
  return mediumDateTime().format(new Date(iso));
}

const shortTime = lazy(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));

/** An instant's time of day as "09:41" (or "9:41 AM") in the user's time zone. */
export function formatTimeOfDay(iso: string): string {
  return shortTime().format(new Date(iso));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 20 → "$20", 192 → "€192"; cents only when there are any. */
export function formatMoney(amount: number, currency: 'USD' | 'EUR' | (string & {})): string {
  const key = `${currency}:${Number.isInteger(amount) ? 0 : 2}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // The pages are written in English; prices read "$20" and "€20" whatever the locale.
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
