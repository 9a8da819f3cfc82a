import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/**
 * Health cautions from the safety answers (texts from @ketoflow/domain). Shown before any
 * number: kind, specific, and always with the advice to talk to a clinician.
 */
export function SafetyCautions({
  cautions,
  title = 'Please read this first',
  className,
  headingLevel = 2,
  footer = 'This app cannot judge your situation. A doctor, midwife or dietitian who knows you can.',
}: {
  cautions: readonly string[];
  title?: string;
  className?: string;
  headingLevel?: 2 | 3;
  /** The closing line (default: the app cannot judge; a clinician who knows you can). */
  footer?: ReactNode;
}) {
  if (cautions.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={title}
      className={cn(
        'grid gap-3 rounded-xl border border-coin/40 bg-coin-soft px-4 py-4 text-sm sm:px-5',
        className,
      )}
    >
      <Heading className="flex items-center gap-2 text-base font-semibold text-foreground">
        <HeartHandshake className="size-5 shrink-0 text-coin" aria-hidden="true" />
        {title}
      </Heading>
      <ul className="grid gap-2.5">
        {cautions.map((caution) => (
          <li key={caution} className="leading-relaxed text-foreground">
            {caution}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{footer}</p>
    </section>
  );
}
