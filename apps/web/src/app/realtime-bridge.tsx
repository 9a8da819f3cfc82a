import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../entities/session/session';
import { useOnline } from '../lib/online';

/**
 * Keeps the live event stream open while someone is signed in and the device is online (and
 * closes it on sign-out or when the network goes).
 * realtime.ts is loaded on demand so visitors never download it.
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  // Offline the stream would only fail and retry: it opens again when the network is back.
  const online = useOnline();

  useEffect(() => {
    if (!userId || !online) return;
    let cancelled = false;
    let close: (() => void) | null = null;
    void import('../entities/realtime/realtime').then(({ connectRealtime }) => {
      if (cancelled) return;
      close = connectRealtime({ queryClient, userId }).close;
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [queryClient, userId, online]);

  return null;
}
