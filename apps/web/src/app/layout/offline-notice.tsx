import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useSession } from '../../entities/session/session';
import { useOnline } from '../../lib/online';
import { useOutboxSnapshot } from '../../lib/outbox';

const waitingText = (n: number) => (n === 1 ? '1 change waiting' : `${n} changes waiting`);

/** When the newest answer the screens show arrived (kept on the device, decision 037). */
function savedAt(times: number[]): string | null {
  const newest = Math.max(0, ...times);
  if (newest === 0) return null;
  const at = new Date(newest);
  const sameDay = at.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(undefined, {
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/**
 * Offline, a quiet line under the header: the screens show what the device saved, and since
 * when, and what is logged waits on the device (decision 040). Signed out there is nothing
 * saved to speak of, so it says nothing.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { user } = useSession();
  const client = useQueryClient();
  const waiting = useOutboxSnapshot().filter((w) => w.state === 'waiting').length;
  if (online || !user) return null;
  const time = savedAt(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.state.dataUpdatedAt),
  );
  return (
    <div
      role="status"
      className="border-b border-border bg-muted/60 px-4 py-2 text-center text-sm text-muted-foreground"
    >
      <CloudOff className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
      You’re offline. Showing what this device saved{time ? ` (as of ${time})` : ''}. What you log
      is kept here and sent when you’re back online{waiting > 0 ? ` (${waitingText(waiting)})` : ''}
      .
    </div>
  );
}
