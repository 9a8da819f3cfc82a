import {
  endpoints,
  type CreateCustomFoodBody,
  type CreateCustomFoodInput,
  type Food,
  type FoodCatalogue,
  type FoodList,
  type OwnFoodList,
  type RecentFoodList,
} from '@ketoflow/contracts';
import { normaliseBarcode } from '@ketoflow/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { foodKeys } from '../query-keys';

export function searchFoods(q: string, limit = 20, signal?: AbortSignal): Promise<FoodList> {
  return api.call(endpoints.foods.search, { query: { q, limit }, signal });
}

export function fetchRecentFoods(limit = 12, signal?: AbortSignal): Promise<RecentFoodList> {
  return api.call(endpoints.foods.recent, { query: { limit }, signal });
}

/** The curated catalogue, compact; the browser revalidates it by ETag (304 when unchanged). */
export function fetchFoodCatalogue(signal?: AbortSignal): Promise<FoodCatalogue> {
  return api.call(endpoints.foods.catalogue, { signal });
}

export function fetchOwnFoods(signal?: AbortSignal): Promise<OwnFoodList> {
  return api.call(endpoints.foods.own, { signal });
}

export function fetchFood(id: string, signal?: AbortSignal): Promise<Food> {
  return api.call(endpoints.foods.get, { params: { id }, signal });
}

export function lookupBarcode(code: string, signal?: AbortSignal): Promise<Food> {
  return api.call(endpoints.foods.byBarcode, { params: { code: normaliseBarcode(code) }, signal });
}

export function createCustomFood(body: CreateCustomFoodInput | CreateCustomFoodBody) {
  return api.call(endpoints.foods.createCustom, { body });
}

export const foodSearchQueryOptions = (q: string, limit = 20) =>
  queryOptions({
    queryKey: foodKeys.search(q, limit),
    queryFn: ({ signal }) => searchFoods(q, limit, signal),
    enabled: q.trim().length > 0,
    // The database changes rarely; typing back and forth reuses answers.
    staleTime: 5 * 60_000,
  });

export const recentFoodsQueryOptions = (limit = 12) =>
  queryOptions({
    queryKey: foodKeys.recent(limit),
    queryFn: ({ signal }) => fetchRecentFoods(limit, signal),
    staleTime: 60_000,
  });

/** Kept on the device like every answer (decision 037): what the offline search adds to the catalogue. */
export const ownFoodsQueryOptions = () =>
  queryOptions({
    queryKey: foodKeys.own(),
    queryFn: ({ signal }) => fetchOwnFoods(signal),
    staleTime: 5 * 60_000,
  });

export const foodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: foodKeys.detail(id),
    queryFn: ({ signal }) => fetchFood(id, signal),
    staleTime: 5 * 60_000,
  });

/** Search results; the previous list stays while the next query loads (no flicker). */
export function useFoodSearch(q: string, limit = 20) {
  return useQuery({ ...foodSearchQueryOptions(q, limit), placeholderData: keepPreviousData });
}

export function useRecentFoods(limit = 12, enabled = true) {
  return useQuery({ ...recentFoodsQueryOptions(limit), enabled });
}

export function useFood(id: string | null | undefined) {
  return useQuery({ ...foodQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function useCreateCustomFood() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomFood,
    onSuccess: async (food) => {
      client.setQueryData(foodKeys.detail(food.id), food);
      await client.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

export function useBarcodeLookup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => lookupBarcode(code),
    onSuccess: (food) => client.setQueryData(foodKeys.detail(food.id), food),
  });
}
