import type { DreamMeProjection, Units } from '@ketoflow/contracts';
import { formatLongDate, formatWeight } from '@ketoflow/domain';
import { cn } from '../../../lib/utils';

const BMI_LABELS: Readonly<Record<DreamMeProjection['bmiCategoryAtDate'], string>> = {
  underweight: 'underweight range',
  normal: 'healthy range',
  overweight: 'overweight range',
  obese: 'obesity range',
};

/** "−7.9 kg" / "+1.2 lb" / "no change": the sign spelled with a real minus. */
export function formatChange(kg: number, units: Units): string {
  if (Math.abs(kg) < 0.05) return 'no change';
  return `${kg < 0 ? '−' : '+'}${formatWeight(Math.abs(kg), units)}`;
}

/**
 * The projected weight at the date, its range, the change and the BMI then: the numbers of
 * one projection, always called an estimate.
 */
export function ProjectionFacts({
  projection: p,
  units,
  className,
}: {
  projection: DreamMeProjection;
  units: Units;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3', className)} data-testid="dream-me-projection">
      <div>
        <p className="text-sm text-muted-foreground">
          Estimated weight on {formatLongDate(p.targetDate)}
        </p>
        <p className="num text-3xl font-semibold tracking-tight" data-testid="projected-weight">
          {formatWeight(p.projectedWeightKg, units)}
        </p>
        <p className="text-sm text-muted-foreground">
          Range <span className="num">{formatWeight(p.lowKg, units)}</span> to{' '}
          <span className="num">{formatWeight(p.highKg, units)}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg border bg-muted/40 p-3">
          <dt className="text-muted-foreground">Change</dt>
          <dd className="num font-semibold">{formatChange(p.changeKg, units)}</dd>
          <dd className="text-xs text-muted-foreground">
            from <span className="num">{formatWeight(p.startWeightKg, units)}</span>
          </dd>
        </div>
        <div className="rounded-lg border bg-muted/40 p-3">
          <dt className="text-muted-foreground">BMI then</dt>
          <dd className="num font-semibold">{p.bmiAtDate.toFixed(1)}</dd>
          <dd className="text-xs text-muted-foreground">
            {BMI_LABELS[p.bmiCategoryAtDate]} (now{' '}
            <span className="num">{p.bmiStart.toFixed(1)}</span>)
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** How the numbers were worked out, folded away until asked for. */
export function ProjectionAssumptions({ projection }: { projection: DreamMeProjection }) {
  return (
    <details className="group rounded-lg border p-3 text-sm">
      <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40">
        How this is worked out
      </summary>
      <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">
        {projection.assumptions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
