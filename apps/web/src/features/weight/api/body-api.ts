import {
  endpoints,
  type CreateMeasurementBody,
  type CreateReadingBody,
  type CreateWeightLogBody,
  type UpdateMeasurementBody,
  type UpdateReadingBody,
  type UpdateWeightLogBody,
} from '@ketoflow/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  editVersion,
  newLocalId,
  useQueuedMutation,
  type EditVars,
  type WriteInput,
} from '../../../lib/outbox';
import { formatCalendarDate } from '../../../lib/format';
import { formatWeight } from '../lib/format';
import { measurementPreview } from '../lib/queued-entries';
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
 * Changes go through the device's queue (decision 040): made offline, they wait there.
 */
function useWeightMutation<TVars>(toWrite: (vars: TVars) => WriteInput) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useQueuedMutation(toWrite, () =>
    queryClient.invalidateQueries({ queryKey: bodyKeys.weights(userId) }),
  );
}

const weightLabel = (body: { weight: number; units: 'metric' | 'imperial'; date: string }) =>
  `Weight ${formatWeight(body.weight, body.units)} on ${formatCalendarDate(body.date)}`;

export function useCreateWeight() {
  return useWeightMutation((body: CreateWeightLogBody) => ({
    method: 'POST',
    path: endpoints.weights.create.path,
    body,
    kind: 'weight',
    localId: newLocalId(),
    preview: body,
    label: weightLabel(body),
  }));
}

export function useUpdateWeight() {
  return useWeightMutation(({ id, body, version }: EditVars<UpdateWeightLogBody>) => ({
    method: 'PATCH',
    path: endpoints.weights.update.path,
    params: { id },
    target: id,
    ...editVersion(id, version),
    body,
    kind: 'weight',
    preview: body,
    label: 'Change to a weigh-in',
  }));
}

export function useDeleteWeight() {
  return useWeightMutation((id: string) => ({
    method: 'DELETE',
    path: endpoints.weights.remove.path,
    params: { id },
    target: id,
    kind: 'weight',
    label: 'Deleting a weigh-in',
  }));
}

function useListMutation<TVars>(
  key: (userId: string) => readonly unknown[],
  toWrite: (vars: TVars) => WriteInput,
) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useQueuedMutation(toWrite, () => queryClient.invalidateQueries({ queryKey: key(userId) }));
}

/** The three changes of a list (measurements, readings) through the device's queue. */
function listWrites<TCreate, TUpdate>(options: {
  kind: string;
  paths: { create: string; update: string; remove: string };
  preview: (body: TCreate | TUpdate) => unknown;
  label: string;
}) {
  const { kind, paths, preview, label } = options;
  return {
    create: (body: TCreate): WriteInput => ({
      method: 'POST',
      path: paths.create,
      body,
      kind,
      localId: newLocalId(),
      preview: preview(body),
      label: `New ${label}`,
    }),
    update: ({ id, body, version }: EditVars<TUpdate>): WriteInput => ({
      method: 'PATCH',
      path: paths.update,
      params: { id },
      target: id,
      ...editVersion(id, version),
      body,
      kind,
      preview: preview(body),
      label: `Change to a ${label}`,
    }),
    remove: (id: string): WriteInput => ({
      method: 'DELETE',
      path: paths.remove,
      params: { id },
      target: id,
      kind,
      label: `Deleting a ${label}`,
    }),
  };
}

const measurementWrites = listWrites<CreateMeasurementBody, UpdateMeasurementBody>({
  kind: 'measurement',
  paths: {
    create: endpoints.measurements.create.path,
    update: endpoints.measurements.update.path,
    remove: endpoints.measurements.remove.path,
  },
  preview: measurementPreview,
  label: 'measurement',
});

const readingWrites = listWrites<CreateReadingBody, UpdateReadingBody>({
  kind: 'reading',
  paths: {
    create: endpoints.readings.create.path,
    update: endpoints.readings.update.path,
    remove: endpoints.readings.remove.path,
  },
  preview: (body) => body,
  label: 'reading',
});

export function useCreateMeasurement() {
  return useListMutation(bodyKeys.measurements, measurementWrites.create);
}

export function useUpdateMeasurement() {
  return useListMutation(bodyKeys.measurements, measurementWrites.update);
}

export function useDeleteMeasurement() {
  return useListMutation(bodyKeys.measurements, measurementWrites.remove);
}

export function useCreateReading() {
  return useListMutation(bodyKeys.readings, readingWrites.create);
}

export function useUpdateReading() {
  return useListMutation(bodyKeys.readings, readingWrites.update);
}

export function useDeleteReading() {
  return useListMutation(bodyKeys.readings, readingWrites.remove);
}
