import {
  endpoints,
  type CreateMeasurementBody,
  type CreateReadingBody,
  type CreateWeightLogBody,
  type UpdateMeasurementBody,
  type UpdateReadingBody,
  type UpdateWeightLogBody,
} from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useUserId } from '../../../entities/session/session';
import { bodyKeys } from '../../../entities/query-keys';

export function weightSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.summary(userId),
    queryFn: () => api.call(endpoints.weights.summary),
  });
}

export function weightsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.weights(userId),
    queryFn: () => api.call(endpoints.weights.list),
  });
}

export function measurementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.measurements(userId),
    queryFn: () => api.call(endpoints.measurements.list),
  });
}

export function readingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.readings(userId),
    queryFn: () => api.call(endpoints.readings.list),
  });
}

export function useWeightSummary() {
  const userId = useUserId();
  return useQuery({ ...weightSummaryQueryOptions(userId), enabled: userId !== '' });
}

export function useWeights() {
  const userId = useUserId();
  return useQuery({ ...weightsQueryOptions(userId), enabled: userId !== '' });
}

export function useMeasurements() {
  const userId = useUserId();
  return useQuery({ ...measurementsQueryOptions(userId), enabled: userId !== '' });
}

export function useReadings() {
  const userId = useUserId();
  return useQuery({ ...readingsQueryOptions(userId), enabled: userId !== '' });
}

/**
 * Any weight change refreshes both the list and the summary (trend, rate, BMI and progress
 * are all derived from every log, so patching the cache by hand would duplicate the server).
 */
function useWeightMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bodyKeys.weights(userId) }),
  });
}

export function useCreateWeight() {
  return useWeightMutation((body: CreateWeightLogBody) =>
    api.call(endpoints.weights.create, { body }),
  );
}

export function useUpdateWeight() {
  return useWeightMutation(({ id, body }: { id: string; body: UpdateWeightLogBody }) =>
    api.call(endpoints.weights.update, { params: { id }, body }),
  );
}

export function useDeleteWeight() {
  return useWeightMutation((id: string) => api.call(endpoints.weights.remove, { params: { id } }));
}

function useListMutation<TVars, TResult>(
  key: (userId: string) => readonly unknown[],
  fn: (vars: TVars) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

export function useCreateMeasurement() {
  return useListMutation(bodyKeys.measurements, (body: CreateMeasurementBody) =>
    api.call(endpoints.measurements.create, { body }),
  );
}

export function useUpdateMeasurement() {
  return useListMutation(
    bodyKeys.measurements,
    ({ id, body }: { id: string; body: UpdateMeasurementBody }) =>
      api.call(endpoints.measurements.update, { params: { id }, body }),
  );
}

export function useDeleteMeasurement() {
  return useListMutation(bodyKeys.measurements, (id: string) =>
    api.call(endpoints.measurements.remove, { params: { id } }),
  );
}

export function useCreateReading() {
  return useListMutation(bodyKeys.readings, (body: CreateReadingBody) =>
    api.call(endpoints.readings.create, { body }),
  );
}

export function useUpdateReading() {
  return useListMutation(
    bodyKeys.readings,
    ({ id, body }: { id: string; body: UpdateReadingBody }) =>
      api.call(endpoints.readings.update, { params: { id }, body }),
  );
}

export function useDeleteReading() {
  return useListMutation(bodyKeys.readings, (id: string) =>
    api.call(endpoints.readings.remove, { params: { id } }),
  );
}
