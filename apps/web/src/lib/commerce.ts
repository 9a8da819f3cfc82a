import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths, type CommerceConfig } from '@ketoflow/contracts';
import { useEffect } from 'react';
import { api } from './api-client';

/**
 * The server's commerce configuration (GET /api/v1/commerce/config, public): Digistore24
 * order forms per plan and coin pack, optional third-party scripts and the operator's
 * details for the legal pages. Shared by the sales, recharge and legal pages.
 */
export const commerceKeys = {
  config: ['commerce', 'config'] as const,
  orders: (userId: string) => ['commerce', userId, 'orders'] as const,
};

export function fetchCommerceConfig(): Promise<CommerceConfig> {
  return api.get<CommerceConfig>(ApiPaths.commerceConfig);
}

export const commerceConfigQueryOptions = queryOptions({
  queryKey: commerceKeys.config,
  queryFn: fetchCommerceConfig,
  // Read once at server start: it does not change while the page is open.
  staleTime: Infinity,
});

export function useCommerceConfig() {
  return useQuery(commerceConfigQueryOptions);
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

/**
 * Load an operator-configured third-party script (trust badge, payment provider) by URL:
 * a plain `<script src>` element, never inline code (the CSP allows exactly the configured
 * origins). With `container`, the script goes inside it, so widgets that render next to
 * their own script tag appear there; the element is removed on unmount. Without it, the
 * script is appended to <body> once per page load and kept.
 */
export function useExternalScript(
  url: string | null | undefined,
  container?: { current: HTMLElement | null },
): void {
  useEffect(() => {
    if (!url) return;
    const parent = container?.current ?? null;
    if (!parent && document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.referrerPolicy = 'strict-origin-when-cross-origin';
    (parent ?? document.body).append(script);
    if (!parent) return;
    return () => {
      script.remove();
      // Whatever the widget rendered into its container goes with it.
      parent.replaceChildren();
    };
  }, [url, container]);
}
