import {
  BodyPaths,
  type CreateMeasurementBody,
  type CreateReadingBody,
  type CreateWeightLogBody,
  type Measurement,
  type MeasurementList,
  type Reading,
  type ReadingList,
  type UpdateMeasurementBody,
  type UpdateReadingBody,
  type UpdateWeightLogBody,
  type WeightLog,
  type WeightLogList,
  type WeightSummary,
} from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useUserId } from '../../../entities/session/session';
import { bodyKeys } from '../../../entities/query-keys';

export function weightSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.summary(userId),
    queryFn: () => api.get<WeightSummary>(BodyPaths.weightSummary),
  });
}

export function weightsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.weights(userId),
    queryFn: () => api.get<WeightLogList>(BodyPaths.weights),
  });
}

export function measurementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.measurements(userId),
    queryFn: () => api.get<MeasurementList>(BodyPaths.measurements),
  });
}

export function readingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bodyKeys.readings(userId),
    queryFn: () => api.get<ReadingList>(BodyPaths.readings),
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
    api.post<WeightLog>(BodyPaths.weights, body),
  );
}

export function useUpdateWeight() {
  return useWeightMutation(({ id, body }: { id: string; body: UpdateWeightLogBody }) =>
    api.patch<WeightLog>(`${BodyPaths.weights}/${encodeURIComponent(id)}`, body),
  );
}

export function useDeleteWeight() {
  return useWeightMutation((id: string) =>
    api.delete<void>(`${BodyPaths.weights}/${encodeURIComponent(id)}`),
  );
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
    api.post<Measurement>(BodyPaths.measurements, body),
  );
}

export function useUpdateMeasurement() {
  return useListMutation(
    bodyKeys.measurements,
    ({ id, body }: { id: string; body: UpdateMeasurementBody }) =>
      api.patch<Measurement>(`${BodyPaths.measurements}/${encodeURIComponent(id)}`, body),
  );
}

export function useDeleteMeasurement() {
  return useListMutation(bodyKeys.measurements, (id: string) =>
    api.delete<void>(`${BodyPaths.measurements}/${encodeURIComponent(id)}`),
  );
}

export function useCreateReading() {
  return useListMutation(bodyKeys.readings, (body: CreateReadingBody) =>
    api.post<Reading>(BodyPaths.readings, body),
  );
}

export function useUpdateReading() {
  return useListMutation(
    bodyKeys.readings,
    ({ id, body }: { id: string; body: UpdateReadingBody }) =>
      api.patch<Reading>(`${BodyPaths.readings}/${encodeURIComponent(id)}`, body),
  );
}

export function useDeleteReading() {
  return useListMutation(bodyKeys.readings, (id: string) =>
    api.delete<void>(`${BodyPaths.readings}/${encodeURIComponent(id)}`),
  );
}
