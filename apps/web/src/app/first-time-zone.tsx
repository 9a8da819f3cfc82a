import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../entities/session/session';
import { zoneKnown } from '../features/reminders/lib/zone-known';
import { afterLoad } from '../lib/after-load';

/**
 * Sends this device's time zone for the signed-in person's reminders when the server keeps
 * none yet (features/reminders/lib/first-time-zone.ts). Renders nothing; runs once the page has
 * loaded and the browser is quiet, and loads its code only while the zone is not known.
 */
export function FirstTimeZone() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null || zoneKnown(userId)) return;
    let cancelled = false;
    void afterLoad()
      .then(() => import('../features/reminders/lib/first-time-zone'))
      .then((module) => (cancelled ? undefined : module.keepFirstTimeZone(queryClient, userId)))
      // Offline before the device holds this module: a later page load tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);

  return null;
}
