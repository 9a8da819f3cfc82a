import { ShieldAlert } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** The safety caution for a fast: kind, specific words from @ketoflow/domain. */
export function CautionNotice({
  messages,
  blocked = false,
  className,
}: {
  messages: readonly string[];
  /** The fast may not be started at all (shown as an error rather than a note). */
  blocked?: boolean;
  className?: string;
}) {
  return (
    <div
      role={blocked ? 'alert' : 'note'}
      className={cn(
        'flex gap-3 rounded-lg border p-4 text-sm',
        blocked
          ? 'border-destructive/50 bg-destructive/5'
          : 'border-coin/40 bg-coin-soft/60 dark:bg-coin-soft/40',
        className,
      )}
    >
      <ShieldAlert
        className={cn('mt-0.5 size-5 shrink-0', blocked ? 'text-destructive' : 'text-coin')}
        aria-hidden="true"
      />
      <div className="grid gap-2">
        {messages.map((message) => (
          <p key={message} className="text-pretty">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
