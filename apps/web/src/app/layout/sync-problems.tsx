import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSession } from '../../entities/session/session';
import { conflictSides, outbox, useOutboxSnapshot } from '../../lib/outbox';

/**
 * Changes made on this device that the server refused when they were sent (decision 040):
 * listed under the header with the server's reason, whatever screen is open, until the person
 * tries again or discards them. Never dropped silently, never retried on their own.
 */
export function SyncProblems() {
  const { user } = useSession();
  const refused = useOutboxSnapshot().filter((w) => w.state === 'refused');
  if (!user || refused.length === 0) return null;
  return (
    <section
      role="alert"
      aria-label="Changes not saved"
      className="border-b border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
    >
      <div className="mx-auto grid max-w-6xl gap-2">
        <p className="flex items-center gap-1.5 font-medium text-destructive">
          <TriangleAlert className="size-4" aria-hidden="true" />
          {refused.length === 1
            ? 'A change made on this device was not saved'
            : `${refused.length} changes made on this device were not saved`}
        </p>
        <ul className="grid gap-2">
          {refused.map((write) => {
            const sides = write.refusal?.code === 'EDIT_CONFLICT' ? conflictSides(write) : null;
            return (
              <li key={write.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{write.label}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    — {write.refusal?.message ?? 'The server refused it.'}
                  </span>
                  {sides && (
                    <span className="block text-muted-foreground">
                      Other device: {sides.there}. This device: {sides.here}.
                    </span>
                  )}
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void outbox.retry(write.id, { overwrite: sides !== null })}
                  >
                    {sides ? 'Keep mine' : 'Try again'}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void outbox.discard(write.id)}>
                    {sides ? 'Keep theirs' : 'Discard'}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
