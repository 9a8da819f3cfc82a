import type { CoachConversation } from '@ketoflow/contracts';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { ErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';

/** The user's conversations, newest activity first; used in the side column and the drawer. */
export function ConversationList({
  conversations,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  onNew,
  onDelete,
  deleting,
}: {
  conversations: CoachConversation[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDelete: (id: string) => void;
  deleting: boolean;
}) {
  return (
    <div className="grid gap-3">
      <Button variant="outline" onClick={onNew} className="justify-start">
        <MessageSquarePlus aria-hidden="true" />
        New conversation
      </Button>
      {loading ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : error ? (
        <ErrorState
          title="We couldn’t load your conversations"
          error={error}
          onRetry={onRetry}
          headingLevel={3}
        />
      ) : conversations && conversations.length > 0 ? (
        <ul className="grid gap-1" aria-label="Conversations">
          {conversations.map((c) => (
            <li key={c.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                aria-current={c.id === selectedId ? 'true' : undefined}
                className={cn(
                  'min-w-0 flex-1 truncate rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                  c.id === selectedId && 'bg-accent font-medium',
                )}
              >
                {c.title}
              </button>
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={() => onDelete(c.id)}
                disabled={deleting}
                aria-label={`Delete conversation “${c.title}”`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-1 text-sm text-muted-foreground">
          No conversations yet. Your questions and answers are kept here.
        </p>
      )}
    </div>
  );
}
