import type { AnalyticsRevenue } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { featureLabel, formatAmount, formatAxisDay, formatRate, paidTotals } from './format';

const revenue = (plan: string, currency: string | null, paidAmount: string): AnalyticsRevenue => ({
  plan,
  currency,
  paidOrders: 1,
  paidAmount,
  refundedOrders: 0,
  refundedAmount: '0.00',
  chargebackOrders: 0,
  chargebackAmount: '0.00',
});

describe('analytics formatting', () => {
  it('shows rates with one decimal, and a dash when nobody signed up', () => {
    expect(formatRate(2 / 3)).toBe('66.7 %');
    expect(formatRate(1)).toBe('100 %');
    expect(formatRate(null)).toBe('–');
  });

  it('shows amounts in their currency, or plain when there is none', () => {
    expect(formatAmount('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatAmount('29.99', 'USD')).toBe('$29.99');
    expect(formatAmount('9.5', null)).toBe('9.50');
    expect(formatAmount('10', 'XXY1')).toBe('10.00 XXY1');
  });

  it('never adds different currencies together', () => {
    expect(
      paidTotals([
        revenue('monthly', 'EUR', '59.98'),
        revenue('pack', 'EUR', '0.01'),
        revenue('yearly', 'USD', '199.00'),
      ]),
    ).toBe('€59.99 · $199.00');
    expect(paidTotals([])).toBe('0.00');
  });

  it('labels days and features as people read them', () => {
    expect(formatAxisDay('2026-03-14')).toBe('14 Mar');
    expect(
      featureLabel({ screen: '/meals', action: 'log_meal:add', actionType: 'feature_use' }),
    ).toBe('/meals · log_meal:add');
    expect(featureLabel({ screen: '/', action: '', actionType: 'page_visit' })).toBe(
      '/ · page_visit',
    );
  });
});
