import {
  endpoints,
  type PurchaseLookupResponse,
  type SetupPasswordBody,
  type SetupPasswordResponse,
} from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from '../../../entities/query-keys';

const NOT_DETECTED: PurchaseLookupResponse = { purchaseDetected: false, coins: 0 };

export function lookupPurchase(email: string): Promise<PurchaseLookupResponse> {
  return api.call(endpoints.purchases.lookup, { body: { email } });
}

/**
 * A failed lookup means "not a reseller buyer"; so does a rate-limited one. The
 * answer is cached for a minute so sign-in failures reuse what typing already asked.
 */
export function purchaseLookupQueryOptions(email: string) {
  return queryOptions({
    queryKey: purchaseKeys.lookup(email),
    queryFn: () => lookupPurchase(email).catch(() => NOT_DETECTED),
    staleTime: 60_000,
    retry: false,
  });
}

/** The purchase lookup runs only while the typed address contains both "@" and ".". */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@') && value.includes('.');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Waits until typing pauses, so a lookup is not sent for every keystroke. */
const LOOKUP_DEBOUNCE_MS = 400;

/** The debounced purchase lookup for the address being typed (sign-in mode only). */
export function usePurchaseLookup(email: string, enabled: boolean) {
  const normalized = normalizeEmail(email);
  const [settled, setSettled] = useState(normalized);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(normalized), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [normalized]);
  const active = enabled && looksLikeEmail(settled) && settled === normalized;
  const query = useQuery({ ...purchaseLookupQueryOptions(settled), enabled: active });
  return active && query.data?.purchaseDetected ? query.data : null;
}

export function requestSetupCode(email: string): Promise<unknown> {
  return api.call(endpoints.purchases.setupCode, { body: { email } });
}

export function setupPassword(body: SetupPasswordBody): Promise<SetupPasswordResponse> {
  return api.call(endpoints.purchases.setupPassword, { body });
}

export function useRequestSetupCode() {
  return useMutation({ mutationFn: requestSetupCode });
}

export function useSetupPassword() {
  return useMutation({ mutationFn: setupPassword });
}
