import type { MetashiftPhaseId } from '@ketoflow/contracts';
import { METASHIFT_PHASES, type MetashiftPhase } from '@ketoflow/domain';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

export function phaseDays(phase: MetashiftPhase): string {
  return phase.toDay === null ? `Day ${phase.fromDay} +` : `Days ${phase.fromDay}–${phase.toDay}`;
}

/** The programme's phases in order; with `current`, earlier ones are done and it is highlighted. */
export function PhaseTimeline({ current }: { current: MetashiftPhaseId | null }) {
  const currentIndex = METASHIFT_PHASES.findIndex((p) => p.id === current);
  return (
    <ol aria-label="Programme phases" className="grid gap-0">
      {METASHIFT_PHASES.map((phase, index) => {
        const done = currentIndex >= 0 && index < currentIndex;
        const active = index === currentIndex;
        const last = index === METASHIFT_PHASES.length - 1;
        return (
          <li
            key={phase.id}
            aria-current={active ? 'step' : undefined}
            className="relative grid grid-cols-[2rem_1fr] gap-x-3"
          >
            <div className="flex flex-col items-center">
              <span
                aria-hidden="true"
                className={cn(
                  'num z-10 flex size-8 items-center justify-center rounded-full border bg-card text-sm font-semibold text-muted-foreground',
                  done && 'border-primary/60 bg-primary/15 text-primary',
                  active && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              {!last && (
                <span
                  aria-hidden="true"
                  className={cn('w-px flex-1 bg-border', done && 'bg-primary/50')}
                />
              )}
            </div>
            <div
              className={cn(
                'mb-3 grid gap-1 rounded-lg border border-transparent px-3 py-2',
                active && 'border-primary/50 bg-primary/10',
              )}
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{phase.name}</span>
                <span className="num text-sm text-muted-foreground">{phaseDays(phase)}</span>
                {active && <Badge variant="success">Today</Badge>}
                {done && <span className="sr-only">(done)</span>}
              </div>
              <p className="text-sm text-pretty text-muted-foreground">{phase.summary}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
