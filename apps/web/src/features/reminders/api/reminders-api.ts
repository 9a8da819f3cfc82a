import {
  endpoints,
  type PushDevice,
  type PushDevices,
  type PushSubscribeBody,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
} from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reminderKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What the person wants reminded of, with the time zone the server keeps for them. */
export function reminderSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: reminderKeys.settings(userId),
    queryFn: (): Promise<ReminderSettings> => api.call(endpoints.reminders.settings),
  });
}

export function useReminderSettings(userId: string) {
  return useQuery({ ...reminderSettingsQueryOptions(userId), enabled: userId !== '' });
}

/** Saves the whole settings with this device's zone; the answer replaces the cached copy. */
export function useSaveReminderSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReminderSettingsBody) =>
      api.call(endpoints.reminders.updateSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings(userId), settings),
  });
}

/** Makes reminders follow `timeZone` (this device's) without changing anything else. */
export function useSetReminderTimeZone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      api.call(endpoints.reminders.setTimeZone, { body: { timeZone } }),
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings(userId), settings),
  });
}

/** The devices that get reminders by push, and the server's key to subscribe with. */
export function pushDevicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: reminderKeys.devices(userId),
    queryFn: (): Promise<PushDevices> => api.call(endpoints.push.devices),
  });
}

export function usePushDevices(userId: string) {
  return useQuery({ ...pushDevicesQueryOptions(userId), enabled: userId !== '' });
}

/** Writes one device's new state into the cached list (added, renamed or removed). */
function updateDevices(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
  change: (devices: PushDevice[]) => PushDevice[],
) {
  queryClient.setQueryData<PushDevices>(reminderKeys.devices(userId), (list) =>
    list ? { ...list, devices: change(list.devices) } : list,
  );
}

export function useAddPushDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscribeBody) => api.call(endpoints.push.subscribe, { body }),
    onSuccess: (device) =>
      // The same browser subscribing again comes back as the same device: replace it in place.
      updateDevices(queryClient, userId, (devices) =>
        devices.some((known) => known.id === device.id)
          ? devices.map((known) => (known.id === device.id ? device : known))
          : [...devices, device],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.devices(userId) }),
  });
}

export function useRenamePushDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.call(endpoints.push.rename, { params: { id }, body: { name } }),
    onSuccess: (device) =>
      updateDevices(queryClient, userId, (devices) =>
        devices.map((known) => (known.id === device.id ? device : known)),
      ),
  });
}

export function useRemovePushDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.push.remove, { params: { id } }),
    onSuccess: (_nothing, id) =>
      updateDevices(queryClient, userId, (devices) => devices.filter((known) => known.id !== id)),
  });
}
