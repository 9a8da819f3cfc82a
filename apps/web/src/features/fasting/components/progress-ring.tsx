import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/**
 * An SVG ring that fills clockwise from the top. `ticks` (0–1) mark points on the way, such
 * as the fasting-zone boundaries before the target. The centre holds `children`.
 */
export function ProgressRing({
  fraction,
  ticks = [],
  size = 240,
  stroke = 14,
  label,
  valueText,
  complete = false,
  children,
  className,
}: {
  fraction: number;
  ticks?: readonly number[];
  size?: number;
  stroke?: number;
  /** Accessible name of the progress bar. */
  label: string;
  /** What a screen reader says as the value, e.g. "75 %, 4 h left". */
  valueText: string;
  complete?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const clamped = Math.min(1, Math.max(0, fraction));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      aria-valuetext={valueText}
      className={cn('relative mx-auto aspect-square w-full', className)}
      style={{ maxWidth: size }}
    >
      <svg viewBox={`0 0 ${size} ${size}`} className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-muted"
        />
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped)}
          className={cn(
            'transition-[stroke-dashoffset] duration-700 ease-out',
            complete ? 'stroke-primary' : 'stroke-primary/85',
          )}
        />
        {ticks
          .filter((t) => t > 0 && t < 1)
          .map((t) => {
            const angle = t * 2 * Math.PI;
            const inner = radius - stroke / 2 - 3;
            const outer = radius + stroke / 2 + 3;
            return (
              <line
                key={t}
                x1={centre + inner * Math.cos(angle)}
                y1={centre + inner * Math.sin(angle)}
                x2={centre + outer * Math.cos(angle)}
                y2={centre + outer * Math.sin(angle)}
                strokeWidth={2}
                className="stroke-background"
              />
            );
          })}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
        {children}
      </div>
    </div>
  );
}
