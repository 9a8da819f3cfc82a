import { offlineFoods, rankFoods } from '@ketoflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ownFoodsQueryOptions } from '../api';
import { catalogueState, loadCatalogue, subscribeCatalogue } from './catalogue-store';

/**
 * The food search without the server (decision 039): the kept catalogue, the user's own foods
 * and what they logged in the last 90 days, ranked by the server's rules (domain `rankFoods`).
 * `active` false costs nothing: the catalogue is read from the device on first use.
 */
export function useOfflineFoodSearch(q: string, limit: number, active: boolean) {
  const { catalogue, loaded } = useSyncExternalStore(
    subscribeCatalogue,
    catalogueState,
    catalogueState,
  );
  useEffect(() => {
    if (active) void loadCatalogue();
  }, [active]);
  // Offline this is the answer the device kept; it is not fetched until the network is back.
  const own = useQuery({ ...ownFoodsQueryOptions(), enabled: active });
  const ownItems = own.data?.items;
  const foods = useMemo(
    () => (active ? offlineFoods(catalogue, ownItems ?? []) : []),
    [active, catalogue, ownItems],
  );
  // Recency is measured from when the search opened: minutes do not change the order.
  const [now] = useState(() => Date.now());
  const items = useMemo(
    () => (active && q ? rankFoods(q, foods, { limit, now }).map((entry) => entry.food) : []),
    [active, foods, q, limit, now],
  );
  return { items, ready: loaded, hasCatalogue: catalogue !== null };
}
