import type { KetoBandName } from '@ketoflow/contracts';
import { cn } from '../../../lib/utils';
import { BAND_STYLES } from '../lib/format';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The keto score as a big number in a ring filled to the score (0–100). */
export function KetoScoreDial({
  score,
  band,
  className,
}: {
  score: number;
  band: KetoBandName;
  className?: string;
}) {
  const style = BAND_STYLES[band];
  return (
    <div
      className={cn('relative size-28 shrink-0', className)}
      role="img"
      aria-label={`Keto score ${score} out of 100`}
      data-testid="keto-score"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} className="fill-none stroke-muted" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          className={cn('fill-none transition-[stroke-dashoffset] duration-200', style.ring)}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={cn('num text-3xl font-bold leading-none', style.text)}>{score}</span>
        <span className="text-[0.7rem] text-muted-foreground">of 100</span>
      </div>
    </div>
  );
}
