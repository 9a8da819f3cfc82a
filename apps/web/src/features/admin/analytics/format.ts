import type { AnalyticsRevenue } from '@ketoflow/contracts';
import { formatInteger } from '../../../lib/format';

/** 0.6667 → "66.7 %"; null (nobody signed up) → "–". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal string from the API ("1234.50") in its currency: "€1,234.50". Without a currency
 * (Digistore24 sent none) the plain number with two decimals.
 */
export function formatAmount(amount: string, currency: string | null): string {
  const value = Number(amount);
  if (!currency)
    return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // An unknown code from the payment provider: show it as it came.
      return `${value.toFixed(2)} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** Totals of paid orders per currency ("€1,234.50 · $99.00"): currencies are never added up. */
export function paidTotals(rows: readonly AnalyticsRevenue[]): string {
  const cents = new Map<string | null, number>();
  for (const row of rows)
    cents.set(
      row.currency,
      (cents.get(row.currency) ?? 0) + Math.round(Number(row.paidAmount) * 100),
    );
  if (cents.size === 0) return formatAmount('0', null);
  return [...cents]
    .map(([currency, total]) => formatAmount((total / 100).toFixed(2), currency))
    .join(' · ');
}

/** Axis labels of a UTC day: "14 Mar". */
export function formatAxisDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export const formatCount = formatInteger;

/** At most one decimal: "12.5", "3". */
export function formatDecimal(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** A screen and action as people read them: "/meals · log_meal:add". */
export function featureLabel(row: { screen: string; action: string; actionType: string }): string {
  return `${row.screen} · ${row.action || row.actionType}`;
}
