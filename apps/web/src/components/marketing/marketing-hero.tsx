import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/**
 * The accent of a hero: `primary` is the landing page's green glow, `coin` the sales page's
 * gold one (its copy column is a touch wider). Full class strings, so Tailwind sees them.
 */
const TONES = {
  primary: {
    glow: 'h-[28rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_22%,transparent),transparent_65%)]',
    grid: 'lg:grid-cols-[1.1fr_0.9fr]',
    badge: 'border-primary/30 bg-primary/10 text-primary',
  },
  coin: {
    glow: 'h-[30rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-coin)_20%,transparent),transparent_65%)]',
    grid: 'lg:grid-cols-[1.15fr_0.85fr]',
    badge: 'border-coin/40 bg-coin-soft text-coin',
  },
} as const;

export interface HeroPoint {
  icon: LucideIcon;
  text: string;
}

/**
 * The top of a public page: badge, h1, lead, call-to-action buttons, a few short promises and
 * a preview of the app beside them (below them on a phone).
 */
export function MarketingHero({
  tone,
  titleId,
  badge,
  badgeIcon: BadgeIcon,
  title,
  lead,
  actions,
  points,
  preview,
}: {
  tone: keyof typeof TONES;
  /** When given, the section becomes a region named by the h1. */
  titleId?: string;
  badge: ReactNode;
  badgeIcon: LucideIcon;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
  points: readonly HeroPoint[];
  preview: ReactNode;
}) {
  const styles = TONES[tone];
  return (
    <section className="relative overflow-hidden" aria-labelledby={titleId}>
      <div
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-x-0 -top-40', styles.glow)}
      />
      <div
        className={cn(
          'relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20',
          styles.grid,
        )}
      >
        <div className="flex flex-col items-start gap-6">
          <span
            className={cn(
              'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium',
              styles.badge,
            )}
          >
            <BadgeIcon className="size-3.5" aria-hidden="true" />
            {badge}
          </span>
          <h1
            id={titleId}
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty">{lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {points.map((point) => (
              <li key={point.text} className="flex items-center gap-1.5">
                <point.icon className="size-4 text-primary" aria-hidden="true" />
                {point.text}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">{preview}</div>
      </div>
    </section>
  );
}
