import type { QueryClient } from '@tanstack/react-query';
import {
  RealtimeEventSchema,
  type RealtimeEvent,
  type Wallet,
  type endpoints,
} from '@ketoflow/contracts';
import { commerceKeys, notificationKeys, onboardingKeys, walletKeys } from '../query-keys';

// The stream's path, checked against the contracts' table by type only: the table as a value
// builds every zod schema of the API (decision 025).
const STREAM_PATH: (typeof endpoints)['realtime']['stream']['path'] = '/api/v1/events';

/** Reconnect delays 1, 2, 5, 10 s (the last one repeats). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;

export type RealtimeStatus = 'closed' | 'joining' | 'joined';

/** Validate an SSE payload against the contract; unknown types are ignored (forward compatible). */
export function parseRealtimeEvent(data: string): RealtimeEvent | null {
  try {
    const result = RealtimeEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function applyRealtimeEvent(queryClient: QueryClient, userId: string, event: RealtimeEvent) {
  switch (event.type) {
    case 'wallet.balance':
      queryClient.setQueryData<Wallet>(walletKeys.balance(userId), { balance: event.balance });
      // The movement behind the new balance (a purchase, a refund, an AI action) shows in the
      // history and, for Digistore24 events, in the purchases list.
      void queryClient.invalidateQueries({ queryKey: walletKeys.ledgers(userId) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders(userId) });
      break;
    case 'onboarding.updated':
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      break;
    case 'notification.new':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(userId) });
      break;
  }
}

export interface RealtimeConnection {
  close: () => void;
}

/**
 * Loaded lazily (it pulls in zod through the contract schema) once a user is signed in.
 *
 * Open the per-user event stream (GET /api/v1/events) and keep it open: on error the stream
 * is closed and reopened after 1, 2, 5, then every 10 s. After a reconnect the balance is
 * re-read, because events sent while disconnected are lost.
 */
export function connectRealtime(options: {
  queryClient: QueryClient;
  userId: string;
  onStatus?: (status: RealtimeStatus) => void;
  url?: string;
}): RealtimeConnection {
  const { queryClient, userId, onStatus, url = STREAM_PATH } = options;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let everJoined = false;
  let closed = false;

  const open = () => {
    if (closed || typeof EventSource === 'undefined') return;
    onStatus?.('joining');
    source = new EventSource(url, { withCredentials: true });
    source.onopen = () => {
      if (everJoined) void queryClient.invalidateQueries({ queryKey: walletKeys.user(userId) });
      everJoined = true;
      attempt = 0;
      onStatus?.('joined');
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseRealtimeEvent(message.data);
      if (event) applyRealtimeEvent(queryClient, userId, event);
    };
    source.onerror = () => {
      // Take over from the browser's own retry so the delays follow RECONNECT_DELAYS_MS.
      source?.close();
      source = null;
      if (closed) return;
      onStatus?.('closed');
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(open, delay);
    };
  };

  open();

  return {
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = null;
      onStatus?.('closed');
    },
  };
}
