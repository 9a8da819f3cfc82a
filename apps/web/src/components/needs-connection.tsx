import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/online';
import { cn } from '../lib/utils';

/** The one sentence beside anything that only the server can do, while the device is offline. */
export const NEEDS_CONNECTION = 'Needs a connection — you’re offline.';

/**
 * Says, next to a disabled action, why it is disabled: nothing while online. The action
 * itself is disabled by its screen (`useOnline()`), so it never starts, and never takes
 * coins, without a network.
 */
export function NeedsConnection({ id, className }: { id?: string; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      id={id}
      role="note"
      className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {NEEDS_CONNECTION}
    </p>
  );
}
