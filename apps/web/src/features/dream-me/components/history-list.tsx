import { DREAM_ME_TIMELINE_LABELS, type DreamMeResult, type Units } from '@ketoflow/contracts';
import { formatLongDate, formatWeight } from '@ketoflow/domain';
import { Eye, ImageOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

/** Earlier results: a thumbnail, the timeline and the estimate; "View" shows it above. */
export function HistoryList({
  items,
  units,
  selectedId,
  onSelect,
}: {
  items: DreamMeResult[];
  units: Units;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label="Your Dream Me results">
      {items.map((item) => {
        const timeline = DREAM_ME_TIMELINE_LABELS[item.timelineDays];
        const selected = item.id === selectedId;
        return (
          <li
            key={item.id}
            className={cn(
              'flex items-center gap-3 rounded-lg border p-2',
              selected && 'border-primary bg-primary/5',
            )}
          >
            <div className="flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
              ) : (
                <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {timeline}:{' '}
                <span className="num">
                  {formatWeight(item.projection.projectedWeightKg, units)}
                </span>
              </p>
              <p className="text-xs text-muted-foreground">
                Made on {formatLongDate(item.createdAt.slice(0, 10))}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onSelect(item.id)}
              aria-pressed={selected}
              aria-label={`View the ${timeline} result made on ${formatLongDate(item.createdAt.slice(0, 10))}`}
            >
              <Eye aria-hidden="true" />
              View
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
