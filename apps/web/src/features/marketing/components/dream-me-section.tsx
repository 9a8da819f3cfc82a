import {
  DREAM_ME_DEFAULT_TIMELINE,
  DREAM_ME_TIMELINE_LABELS,
  DREAM_ME_TIMELINES,
  type DreamMeTimeline,
} from '@ketoflow/contracts';
import { ArrowDown, ImageIcon, Scale, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { scrollToSection } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { useCoinPrices } from '../../../entities/marketing';
import { formatFlowCoins } from '../../../lib/format';
import { cn } from '../../../lib/utils';

/** 1 Year is marked Popular and chosen at first. */
const POPULAR: DreamMeTimeline = 365;

const TRACK = ['Today', ...DREAM_ME_TIMELINES.map((days) => DREAM_ME_TIMELINE_LABELS[days])];

/** Today and the three timelines on one line, filled up to the chosen one (decoration). */
function TimelineTrack({ timeline }: { timeline: DreamMeTimeline }) {
  const reached = DREAM_ME_TIMELINES.indexOf(timeline) + 1;
  return (
    <div aria-hidden="true" className="grid gap-2">
      <div className="relative mx-3 h-1.5 rounded-full bg-muted">
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${(reached / (TRACK.length - 1)) * 100}%` }}
        />
        {TRACK.map((point, index) => (
          <span
            key={point}
            className={cn(
              'absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card',
              index <= reached ? 'bg-primary' : 'bg-muted',
            )}
            style={{ left: `${(index / (TRACK.length - 1)) * 100}%` }}
          />
        ))}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        {TRACK.map((point, index) => (
          <span key={point} className={cn(index === reached && 'font-semibold text-foreground')}>
            {point}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * Dream Me: pick a timeline, see what Dream Me would show for it, and a button that
 * takes you to the call to action. Native radio buttons: arrow keys move between the choices,
 * and nothing here needs script to be read (the prerendered page shows 1 Year chosen).
 */
export function DreamMeSection({ ctaId }: { ctaId: string }) {
  const [timeline, setTimeline] = useState<DreamMeTimeline>(DREAM_ME_DEFAULT_TIMELINE);
  const { dream_me: price } = useCoinPrices();
  const label = DREAM_ME_TIMELINE_LABELS[timeline];
  const phrase = label.toLowerCase();
  return (
    <div className="grid gap-8 lg:grid-cols-[0.9fr_1.1fr] lg:items-start">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Choose your timeline</legend>
        {DREAM_ME_TIMELINES.map((days) => (
          <label
            key={days}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3.5 transition-[border-color,background-color]',
              'hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/10',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring',
            )}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="dream-me-timeline"
                value={days}
                checked={timeline === days}
                onChange={() => setTimeline(days)}
                className="size-4 accent-primary"
              />
              <span className="font-medium">{DREAM_ME_TIMELINE_LABELS[days]}</span>
            </span>
            {days === POPULAR && (
              <span className="rounded-full bg-coin-soft px-2.5 py-0.5 text-xs font-semibold text-coin">
                Popular
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-5 rounded-2xl border bg-card p-6">
        <TimelineTrack timeline={timeline} />
        <p className="text-lg font-semibold">You, in {phrase}</p>
        <ul className="grid gap-3 text-sm">
          <li className="flex items-start gap-3">
            <ImageIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Upload a photo and get an image of a possible you {phrase} from now, clearly labelled as
            an illustration, not a prediction.
          </li>
          <li className="flex items-start gap-3">
            <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            An estimated weight for that date with its range, from the NIH body-weight model and
            your own plan.
          </li>
          <li className="flex items-start gap-3">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-coin" aria-hidden="true" />
            {formatFlowCoins(price)} an image, shown before you create one.
          </li>
        </ul>
        <Button size="lg" className="justify-self-start" onClick={() => scrollToSection(ctaId)}>
          See yourself in {phrase}
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
