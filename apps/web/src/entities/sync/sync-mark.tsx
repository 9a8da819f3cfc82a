import { CloudOff, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { conflictSides, outbox, useOutboxSnapshot, type WithSync } from '../../lib/outbox';

/**
 * The mark of an entry whose change is still on the device (decision 040): "Waiting to sync",
 * or, when the server refused it, the reason with a way out (try again, discard).
 */
export function SyncMark({ sync }: { sync: WithSync<object>['sync'] }) {
  const writes = useOutboxSnapshot();
  if (!sync) return null;
  if (sync.state === 'waiting') {
    return (
      <Badge variant="outline" className="text-muted-foreground">
        <CloudOff aria-hidden="true" />
        Waiting to sync
      </Badge>
    );
  }
  const write = writes.find((w) => w.id === sync.writeId);
  // Another device changed the entry first: both versions, and the choice between them.
  const sides = write && sync.refusal?.code === 'EDIT_CONFLICT' ? conflictSides(write) : null;
  return (
    <span role="alert" className="grid gap-1 text-xs text-destructive">
      <span className="inline-flex items-center gap-1 font-medium">
        <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
        Not saved: {sync.refusal?.message ?? 'the server refused this change.'}
      </span>
      {sides && (
        <span className="text-muted-foreground">
          Other device: {sides.there}. This device: {sides.here}.
        </span>
      )}
      <span className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void outbox.retry(sync.writeId, { overwrite: sides !== null })}
        >
          {sides ? 'Keep mine' : 'Try again'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void outbox.discard(sync.writeId)}>
          {sides ? 'Keep theirs' : 'Discard'}
        </Button>
      </span>
    </span>
  );
}
