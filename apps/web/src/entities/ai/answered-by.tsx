import type { AiProvenance } from '@ketoflow/contracts';
import { Cpu, Sparkles } from 'lucide-react';
import { cn } from '../../lib/utils';

/**
 * Which engine produced a result: the UI always says which one answered (decision 013).
 * The builtin engine computes and retrieves; it is never dressed up as a language model.
 */
export function AnsweredBy({
  provenance,
  verb = 'Answered',
  className,
}: {
  provenance: AiProvenance;
  verb?: string;
  className?: string;
}) {
  const builtin = provenance.engine === 'builtin';
  const Icon = builtin ? Cpu : Sparkles;
  const who = builtin ? 'the built-in engine (no AI model)' : (provenance.model ?? 'an AI model');
  return (
    <p
      data-testid="answered-by"
      className={cn('inline-flex items-center gap-1.5 text-xs text-muted-foreground', className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span>
        {verb} by {who}
      </span>
    </p>
  );
}
