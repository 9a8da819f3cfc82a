import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/**
 * Heading styles of the public pages: the landing page keeps a compact heading, the sales page
 * a larger, balanced one. Both are kept as they were designed, so this is a choice, not a fix.
 */
const SIZES = {
  compact: {
    title: 'text-3xl font-semibold tracking-tight',
    intro: 'mt-2 text-muted-foreground',
  },
  large: {
    title: 'text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
    intro: 'mt-3 max-w-2xl text-muted-foreground text-pretty',
  },
} as const;

/** One titled band of a public page (landing, sales): a region named by its h2 (`<id>-title`). */
export function MarketingSection({
  id,
  title,
  intro,
  children,
  tinted = false,
  size = 'large',
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
  size?: keyof typeof SIZES;
}) {
  const styles = SIZES[size];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      // Off screen, a band is not laid out or painted until it nears the viewport (the landing
      // page is 13 bands; laying them all out at once was most of its main-thread time on a
      // phone). 800 px stands in for its height until it has been rendered once.
      className={cn(
        'scroll-mt-20 border-t [contain-intrinsic-size:auto_800px] [content-visibility:auto]',
        tinted && 'bg-card/40',
      )}
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
