import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../entities/session/session';

/**
 * Keeps the live event stream open while someone is signed in (and closes it on sign-out).
 * realtime.ts is loaded on demand so visitors never download it.
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
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
  }, [queryClient, userId]);

  return null;
}
