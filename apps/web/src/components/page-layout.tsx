import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** A feature page's heading: its icon in a tile, the page's h1 and one line about it. */
export function PageHeading({
  icon: Icon,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-4', className)}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}

/** The `<main>` of a signed-in tracking page: the heading, then the page's content. */
export function PageShell({
  icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <PageHeading icon={icon} title={title} description={description} />
      </header>
      {children}
    </main>
  );
}

const COLUMNS = {
  /** Main column a third wider than the side (fasting, Metashift). */
  balanced: 'lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]',
  /** Main column well wider than the side (lists beside a log form). */
  wide: 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]',
} as const;

/**
 * Two columns from 1024 px, one below. `sideFirst` puts the side column on top on phones
 * (a log form above the history it adds to).
 */
export function PageColumns({
  main,
  side,
  layout = 'balanced',
  sideFirst = false,
}: {
  main: ReactNode;
  side: ReactNode;
  layout?: keyof typeof COLUMNS;
  sideFirst?: boolean;
}) {
  return (
    <div className={cn('grid items-start gap-6', COLUMNS[layout])}>
      <div className="grid min-w-0 gap-6">{main}</div>
      <div className={cn('grid min-w-0 gap-6', sideFirst && 'max-lg:order-first')}>{side}</div>
    </div>
  );
}
