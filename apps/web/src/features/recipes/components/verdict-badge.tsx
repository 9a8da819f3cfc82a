import type { KetoVerdict } from '@ketoflow/contracts';
import { CircleCheck, Leaf, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';

const STYLES: Record<KetoVerdict['level'], { icon: LucideIcon; className: string }> = {
  very_keto: { icon: Leaf, className: 'border-primary/40 bg-primary/10 text-primary' },
  keto_friendly: { icon: CircleCheck, className: 'border-fat/40 bg-fat/10 text-fat' },
  moderate: { icon: TriangleAlert, className: 'border-carbs/40 bg-carbs/10 text-carbs' },
  high_carb: {
    icon: TriangleAlert,
    className: 'border-destructive/40 bg-destructive/10 text-destructive',
  },
};

/** The keto verdict as a label with an icon (colour only repeats what the words say). */
export function VerdictBadge({
  verdict,
  className,
  withDescription = false,
}: {
  verdict: KetoVerdict;
  className?: string;
  withDescription?: boolean;
}) {
  const { icon: Icon, className: tone } = STYLES[verdict.level];
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        tone,
        className,
      )}
      title={withDescription ? undefined : verdict.description}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {verdict.label}
      {withDescription && <span className="sr-only">: {verdict.description}</span>}
    </span>
  );
}
