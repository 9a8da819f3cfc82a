import type { PersonalPlan, Units } from '@ketoflow/contracts';
import { formatLongDate, formatWeight } from '@ketoflow/domain';
import { CalendarClock, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { formatInteger, formatOneDecimal } from '../../lib/format';

export const BMI_CATEGORY_LABELS: Readonly<Record<PersonalPlan['bmiCategory'], string>> = {
  underweight: 'Underweight range',
  normal: 'Healthy range',
  overweight: 'Overweight range',
  obese: 'Obesity range',
};

function Fact({
  icon,
  label,
  value,
  badge,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid content-start gap-1.5 rounded-lg border px-4 py-3', className)}>
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {icon}
        {label}
        {badge}
      </dt>
      <dd className="num text-xl font-semibold">{value}</dd>
      {children && <dd className="text-xs leading-snug text-muted-foreground">{children}</dd>}
    </div>
  );
}

export interface PlanFactsProps {
  plan: PersonalPlan;
  goalWeightKg: number;
  units: Units;
  /** The plan is a weight-loss plan (decides the "no goal date" wording). */
  losingWeight: boolean;
  className?: string;
}

/** BMI with its category, and the estimated goal date (never a promise). */
export function PlanFacts({ plan, goalWeightKg, units, losingWeight, className }: PlanFactsProps) {
  const goal = formatWeight(goalWeightKg, units);
  return (
    <dl className={cn('grid gap-2 sm:grid-cols-2', className)}>
      <Fact
        icon={<Gauge className="size-4" aria-hidden="true" />}
        label="BMI"
        value={formatOneDecimal(plan.bmi)}
      >
        {BMI_CATEGORY_LABELS[plan.bmiCategory]}. A rough screening number: it can’t tell muscle from
        fat.
      </Fact>
      <Fact
        icon={<CalendarClock className="size-4" aria-hidden="true" />}
        label="Goal date"
        badge={
          plan.goalDate ? (
            <Badge variant="outline" className="ml-auto">
              Estimate
            </Badge>
          ) : undefined
        }
        value={plan.goalDate ? `Around ${formatLongDate(plan.goalDate)}` : 'No goal date'}
      >
        {plan.goalDate && plan.weeksToGoal !== null
          ? `About ${formatInteger(plan.weeksToGoal)} ${plan.weeksToGoal === 1 ? 'week' : 'weeks'} to reach ${goal}, based on the NIH body-weight model.`
          : losingWeight
            ? `At this target the estimate doesn’t reach ${goal} within three years. Your summary explains why.`
            : 'Your plan keeps your weight steady, so there is no goal date.'}
      </Fact>
    </dl>
  );
}
