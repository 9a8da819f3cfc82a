import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

/**
 * A screen's filters: `lead` (the search box) always shows; the rest fold behind a "Filters"
 * button on phones, so the results start on the first screen, and are always open from md.
 */
export function FilterPanel({
  lead,
  active,
  className,
  children,
}: {
  lead?: ReactNode;
  /** How many filters are set (shown on the folded button). */
  active: number;
  /** Grid columns of the filters. */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4">
      {lead}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div id={id} className={cn(open ? 'grid' : 'hidden', 'gap-4 md:grid', className)}>
        {children}
      </div>
    </div>
  );
}
