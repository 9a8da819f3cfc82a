import type {
  ActivityPolicy,
  ActivitySettings,
  UpdateActivitySettingsBody,
} from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, endpointRef } from '../../lib/api-client';
import { activityKeys } from '../query-keys';

// Every page's layout reads the choice (app/activity-tracker.tsx) and the privacy policy the
// retention: references keep the endpoint table (zod) off the public pages.
const settingsEndpoint = endpointRef('activity', 'settings', {
  method: 'GET',
  path: '/api/v1/activity/settings',
  status: 200,
});
const updateSettingsEndpoint = endpointRef('activity', 'updateSettings', {
  method: 'PUT',
  path: '/api/v1/activity/settings',
  status: 200,
});
const policyEndpoint = endpointRef('activity', 'policy', {
  method: 'GET',
  path: '/api/v1/activity/policy',
  status: 200,
});

export function fetchActivitySettings(): Promise<ActivitySettings> {
  return api.call(settingsEndpoint);
}

export function activitySettingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: activityKeys.settings(userId), queryFn: fetchActivitySettings });
}

/** The signed-in person's activity-logging choice (`userId` null: signed out, not fetched). */
export function useActivitySettings(userId: string | null) {
  return useQuery({ ...activitySettingsQueryOptions(userId ?? ''), enabled: userId !== null });
}

/**
 * Turns logging on or off. The answer goes straight into the cache, so the app's tracker stops
 * (or starts) at once; turning off also deletes what the server kept.
 */
export function useUpdateActivitySettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateActivitySettingsBody) => api.call(updateSettingsEndpoint, { body }),
    onSuccess: (settings) => queryClient.setQueryData(activityKeys.settings(userId), settings),
  });
}

/** How long entries are kept (public: the privacy policy states it). */
export function useActivityPolicy() {
  return useQuery(
    queryOptions({
      queryKey: activityKeys.policy,
      queryFn: (): Promise<ActivityPolicy> => api.call(policyEndpoint),
    }),
  );
}
