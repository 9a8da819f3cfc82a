import { type ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { formatFlowCoins } from '../../../lib/format';
import type { DemoMacros } from './demo-samples';

/** How long each step of a demo lasts. */
export const STEP_MS = {
  plan: 1500,
  recipe: 1500,
  scan: 600,
  coach: 1300,
  fasting: 1000,
} as const;

export function price(coins: number, per: string): string {
  return `${formatFlowCoins(coins)} per ${per}`;
}

export function MacroRow({ macros, calories }: { macros: DemoMacros; calories: number }) {
  const items = [
    { label: 'net carbs', value: `${macros.carbs} g`, className: 'text-carbs' },
    { label: 'protein', value: `${macros.protein} g`, className: 'text-protein' },
    { label: 'fat', value: `${macros.fat} g`, className: 'text-fat' },
    { label: 'kcal', value: String(calories), className: 'text-calories' },
  ];
  return (
    <dl className="grid grid-cols-4 gap-1.5 text-center">
      {items.map((item) => (
        <div key={item.label} className="rounded-md bg-muted px-1 py-1.5">
          <dt className="text-[0.65rem] text-muted-foreground">{item.label}</dt>
          <dd className={cn('num text-sm font-semibold', item.className)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A line that fades in once its step is reached (no layout shift: space is kept). */
export function Reveal({
  shown,
  children,
  className,
}: {
  shown: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'transition-[opacity,translate] duration-200',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-1 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function Dots() {
  return (
    <span className="inline-flex gap-1" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className="size-1.5 animate-pulse rounded-full bg-current"
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}

/** What a demo's screen gets from its clock. */
export interface DemoScreenProps {
  step: number;
  round: number;
}

/** The "AI is working" line of a demo: its label and animated dots. */
export function Working({ label }: { label: string }) {
  return (
    <>
      {label} <Dots />
    </>
  );
}
