import type { CoachMessage } from '@ketoflow/contracts';
import { HeartHandshake } from 'lucide-react';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { cn } from '../../../lib/utils';

/** One turn of the chat: the user's question on the right, FlowBrain's answer on the left. */
export function CoachMessageView({ message }: { message: CoachMessage }) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
          <span className="sr-only">You: </span>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        </div>
      </li>
    );
  }
  return (
    <li className="flex justify-start">
      <div
        className={cn(
          'grid max-w-[92%] gap-2 rounded-2xl rounded-bl-sm border bg-card px-4 py-3 text-sm',
          message.safety && 'border-primary/50',
        )}
        data-testid="coach-answer"
      >
        <span className="sr-only">FlowBrain: </span>
        {message.safety && (
          <p className="inline-flex items-center gap-1.5 text-xs font-medium text-primary">
            <HeartHandshake className="size-3.5" aria-hidden="true" />
            Safety answer — not charged
          </p>
        )}
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        {message.sources.length > 0 && (
          <div className="border-t pt-2 text-xs text-muted-foreground">
            <p className="font-medium">Sources</p>
            <ol className="mt-1 grid list-decimal gap-0.5 pl-4">
              {message.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2 hover:text-foreground"
                  >
                    {source.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        )}
        {message.provenance && <AnsweredBy provenance={message.provenance} />}
      </div>
    </li>
  );
}

/** The answer while it streams in (no sources or engine yet: those come with `done`). */
export function StreamingAnswer({ text }: { text: string }) {
  return (
    <li className="flex justify-start">
      <div className="max-w-[92%] rounded-2xl rounded-bl-sm border bg-card px-4 py-3 text-sm">
        <span className="sr-only">FlowBrain is answering: </span>
        {text ? (
          <p className="break-words whitespace-pre-wrap">{text}</p>
        ) : (
          <p className="flex items-center gap-1 text-muted-foreground" aria-label="Thinking">
            <span className="size-1.5 animate-pulse rounded-full bg-current" />
            <span className="size-1.5 animate-pulse rounded-full bg-current [animation-delay:150ms]" />
            <span className="size-1.5 animate-pulse rounded-full bg-current [animation-delay:300ms]" />
          </p>
        )}
      </div>
    </li>
  );
}
