import type { CreateWaterBody, WaterDay, WaterEntry } from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, endpointRef } from '../../lib/api-client';
import {
  applyQueued,
  newLocalId,
  useQueuedMutation,
  useQueuedWrites,
  type QueuedWrite,
  type WithSync,
  type WriteInput,
} from '../../lib/outbox';
import { waterKeys } from '../query-keys';

// References, not the endpoint table: the dashboard's first render must not wait for every
// zod schema of the API (decision 025).
const dayEndpoint = endpointRef('water', 'day', {
  method: 'GET',
  path: '/api/v1/water',
  status: 200,
});
const CREATE_PATH = '/api/v1/water';
const REMOVE_PATH = '/api/v1/water/:id';
/** The kind of the water log's changes in the device's queue. */
export const WATER_KIND = 'water';

export function waterDayQueryOptions(userId: string, date: string) {
  return queryOptions({
    queryKey: waterKeys.day(userId, date),
    queryFn: ({ signal }) => api.call(dayEndpoint, { query: { date }, signal }),
  });
}

/** A drink logged on this device and not sent yet, as the day's list shows it. */
function queuedDrink(preview: unknown, id: string): WaterEntry | null {
  const body = preview as Partial<CreateWaterBody> | undefined;
  if (!body?.date || typeof body.amountMl !== 'number') return null;
  return { id, date: body.date, amountMl: body.amountMl, loggedAt: body.loggedAt ?? '' };
}

/**
 * The day's drinks with the changes still on the device applied (added, undone), newest first,
 * and the total they make: what the person did, online or not.
 */
export function waterDayWithQueued(
  day: WaterDay,
  writes: readonly QueuedWrite[],
): { entries: WithSync<WaterEntry>[]; totalMl: number } {
  const entries = applyQueued(day.entries, writes, queuedDrink)
    .filter((e) => e.date === day.date)
    .sort((a, b) => b.loggedAt.localeCompare(a.loggedAt));
  return { entries, totalMl: entries.reduce((sum, e) => sum + e.amountMl, 0) };
}

/** The day's water log (server answer plus the device's queued changes). */
export function useWaterDay(userId: string, date: string) {
  const query = useQuery(waterDayQueryOptions(userId, date));
  const queued = useQueuedWrites(WATER_KIND);
  return { query, queued };
}

const logDrink = (body: CreateWaterBody): WriteInput => ({
  method: 'POST',
  path: CREATE_PATH,
  body,
  kind: WATER_KIND,
  localId: newLocalId(),
  preview: body,
  label: `${body.amountMl} ml of water`,
});

const undoDrink = (id: string): WriteInput => ({
  method: 'DELETE',
  path: REMOVE_PATH,
  params: { id },
  target: id,
  kind: WATER_KIND,
  label: 'Undoing a drink',
});

function useWaterMutation<T>(toWrite: (vars: T) => WriteInput, userId: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation(toWrite, () =>
    queryClient.invalidateQueries({ queryKey: waterKeys.user(userId) }),
  );
}

/** Logs a drink through the device's queue: at once online, kept and sent later offline. */
export function useLogWater(userId: string) {
  return useWaterMutation(logDrink, userId);
}

/** Takes a drink back (the newest, from the card's undo). */
export function useUndoWater(userId: string) {
  return useWaterMutation(undoDrink, userId);
}

const targetEndpoint = endpointRef('water', 'setTarget', {
  method: 'PUT',
  path: '/api/v1/water/target',
  status: 200,
});

/** Sets the person's own daily target (ml), or goes back to the guidance with null. */
export function useSetWaterTarget(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetMl: number | null) => api.call(targetEndpoint, { body: { targetMl } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waterKeys.user(userId) }),
  });
}
