import { DREAM_ME_TIMELINE_LABELS, type DreamMeResult, type Units } from '@ketoflow/contracts';
import { formatLongDate } from '@ketoflow/domain';
import { Info, Trash2 } from 'lucide-react';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ProjectionAssumptions, ProjectionFacts } from './projection-facts';

function Picture({
  src,
  alt,
  caption,
  label,
}: {
  src: string | null;
  alt: string;
  caption: string;
  label?: string;
}) {
  return (
    <figure className="grid gap-1.5">
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg border bg-muted">
        {src ? (
          <img src={src} alt={alt} className="size-full object-cover" decoding="async" />
        ) : (
          <p className="flex size-full items-center justify-center p-3 text-center text-xs text-muted-foreground">
            Deleted
          </p>
        )}
        {label && src && (
          // Burned into the view, not only the caption: a screenshot of the image keeps it.
          <span className="absolute inset-x-0 bottom-0 bg-black/75 px-2 py-1.5 text-center text-[11px] leading-tight font-medium text-white">
            {label}
          </span>
        )}
      </div>
      <figcaption className="text-center text-xs font-medium text-muted-foreground">
        {caption}
      </figcaption>
    </figure>
  );
}

/** One Dream Me result: before and after side by side, the numbers, how, who, delete. */
export function ResultCard({
  result,
  units,
  onDelete,
  deleting,
}: {
  result: DreamMeResult;
  units: Units;
  onDelete: () => void;
  deleting: boolean;
}) {
  const timeline = DREAM_ME_TIMELINE_LABELS[result.timelineDays];
  return (
    <Card data-testid="dream-me-result">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>You in {timeline}</CardTitle>
          <p className="text-xs text-muted-foreground">
            Made on {formatLongDate(result.createdAt.slice(0, 10))}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete the ${timeline} result with its photo`}
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Delete
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <Picture src={result.photoUrl} alt="Your photo" caption="Today" />
          <Picture
            src={result.imageUrl}
            alt={`${result.label}: your photo adjusted for the estimate in ${timeline}`}
            caption={`In ${timeline} (estimate)`}
            label={result.label}
          />
        </div>
        <p
          className="flex items-start gap-2 rounded-lg border border-coin/40 bg-coin-soft p-3 text-sm"
          data-testid="dream-me-label"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-coin" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{result.label}.</strong>{' '}
            {result.imageKind === 'illustration'
              ? 'The built-in engine narrows or widens the photo in proportion to the estimated weight change, most over the torso. Real bodies change differently.'
              : 'An image model edited your photo from the estimated weight change. It cannot know how your body will change.'}
          </span>
        </p>
        <ProjectionFacts projection={result.projection} units={units} />
        <ProjectionAssumptions projection={result.projection} />
        <AnsweredBy provenance={result.provenance} verb="Made" />
      </CardContent>
    </Card>
  );
}
