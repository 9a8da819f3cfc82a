import { endpoints } from '@ketoflow/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { reminderKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { isOnline } from '../../../lib/online';
import { clientTimeZone } from '../../../lib/time-zone';
import { reminderSettingsQueryOptions } from '../api/reminders-api';
import { markZoneKnown, zoneKnown } from './zone-known';

/**
 * After sign-in, once: when the server keeps no time zone for the person's reminders yet, this
 * device's zone is sent, so reminders set for a local time (a weigh-in at 07:30) come at that
 * time from the first visit, not only after the profile's reminders are saved. A zone already
 * kept is left alone: when it differs from this device's, the profile offers the switch.
 * Quiet: nothing is shown, and a failure is tried again on a later page load.
 */
export async function keepFirstTimeZone(queryClient: QueryClient, userId: string): Promise<void> {
  if (zoneKnown(userId) || !isOnline()) return;
  try {
    const settings = await queryClient.fetchQuery(reminderSettingsQueryOptions(userId));
    if (settings.timeZone === null) {
      const saved = await api.call(endpoints.reminders.setTimeZone, {
        body: { timeZone: clientTimeZone() },
      });
      queryClient.setQueryData(reminderKeys.settings(userId), saved);
    }
    markZoneKnown(userId);
  } catch {
    // Offline on the way, or the server busy: the next page load asks again.
  }
}
