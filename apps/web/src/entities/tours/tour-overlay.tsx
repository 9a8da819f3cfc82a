import { BrainCircuit, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogDescription, DialogPortal, DialogTitle } from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/utils';
import { placeTourCard, type Box, type TourCardPlacement } from './placement';
import { DEFAULT_TOUR_CHARACTER, type TourDefinition } from './types';
import { useTourSteps } from './use-tour-steps';
import { useTourTarget } from './use-tour-target';

export interface TourOverlayProps {
  tour: TourDefinition;
  /** Finish on the last step. */
  onFinish: () => void;
  /** The close button or Escape (a temporary dismissal). */
  onSkip: () => void;
  /** "Don't show this tour again" (a permanent dismissal). */
  onDismiss: () => void;
}

const PAD = 6;

/** The page dimmed around the highlighted control, outlined (decorative; the dimming is a shadow, so the ring is an outline). */
function Spotlight({ box }: { box: Box | null }) {
  if (!box) return <div aria-hidden="true" className="fixed inset-0 z-50 bg-black/60" />;
  return (
    <div
      aria-hidden="true"
      data-testid="tour-spotlight"
      className="pointer-events-none fixed top-0 left-0 z-50 rounded-xl outline-2 outline-offset-2 outline-primary motion-safe:transition-[transform,width,height] motion-safe:duration-200"
      // Moved with a transform, not top/left: it follows the control every frame while the page
      // settles, and a transform is neither a layout nor a layout shift (CLS).
      style={{
        transform: `translate(${box.left - PAD}px, ${box.top - PAD}px)`,
        width: box.width + PAD * 2,
        height: box.height + PAD * 2,
        boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.6)',
      }}
    />
  );
}

function cardPosition(placement: TourCardPlacement): { className: string; style?: CSSProperties } {
  switch (placement.kind) {
    case 'sheet':
      return {
        className:
          placement.side === 'bottom'
            ? 'inset-x-0 bottom-0 rounded-t-2xl border-t pb-[max(1rem,env(safe-area-inset-bottom))]'
            : 'inset-x-0 top-0 rounded-b-2xl border-b',
      };
    case 'centred':
      return {
        className: 'top-1/2 left-1/2 w-96 -translate-x-1/2 -translate-y-1/2 rounded-xl border',
      };
    case 'floating':
      return {
        // A transform, like the spotlight: moving the card is no layout shift.
        className:
          'top-0 left-0 w-96 rounded-xl border motion-safe:transition-transform motion-safe:duration-200',
        style: { transform: `translate(${placement.left}px, ${placement.top}px)` },
      };
  }
}

/** The card's size as laid out, for placing it (a typical card until it is measured). */
function useSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 384, height: 300 });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.target.getBoundingClientRect();
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

function useViewport(): { width: number; height: number } {
  const [viewport, setViewport] = useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/**
 * The guided tour overlay: a modal titled FlowBrain with the step's title and
 * description, a character caption, "Step x of n" with a percentage bar, Back (disabled on the
 * first step), Next (Finish on the last), a close button that skips the tour, and "Don't show
 * this tour again". The control a step describes is highlighted and kept clear of the card.
 * Radix's dialog traps focus, restores it on close and turns Escape into a skip.
 */
export function TourOverlay({ tour, onFinish, onSkip, onDismiss }: TourOverlayProps) {
  const { index, next, back } = useTourSteps(tour.steps.length);
  const step = tour.steps[index] ?? tour.steps[0];
  const count = tour.steps.length;
  const last = index === count - 1;
  const percent = Math.round(((index + 1) / count) * 100);

  const box = useTourTarget(step.target, index);
  const [card, setCard] = useState<HTMLElement | null>(null);
  const size = useSize(card);
  const viewport = useViewport();
  const position = cardPosition(placeTourCard(box, viewport, size));
  const nextButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  // Where focus was when the tour opened ("Show me around", or the page), to give it back.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    step.action?.();
    // Back turns disabled on the first step: focus must not be left on it (and so lost).
    if (index === 0 && document.activeElement === backButton.current) nextButton.current?.focus();
  }, [step, index]);

  return (
    <Dialog open onOpenChange={(open) => !open && onSkip()}>
      <DialogPortal>
        <Spotlight box={box} />
        <DialogPrimitive.Content
          ref={setCard}
          data-testid="tour-card"
          className={cn(
            'fixed z-50 grid max-h-[85dvh] gap-4 overflow-y-auto bg-popover p-5 text-popover-foreground shadow-xl outline-none',
            'data-[state=open]:animate-fade-in',
            position.className,
          )}
          style={position.style}
          onOpenAutoFocus={(event) => {
            // Start on Next: the way forward is one key press away.
            event.preventDefault();
            nextButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix would return focus to a trigger; a tour has none, so back to the opener.
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          // Only the close button, Escape and the tour's own buttons end it, not a stray click.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-start gap-3 pr-8">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
              <BrainCircuit className="size-5" aria-hidden="true" />
            </span>
            <div className="grid">
              <DialogTitle className="text-base">FlowBrain</DialogTitle>
              <p className="text-xs text-muted-foreground">
                {step.character ?? DEFAULT_TOUR_CHARACTER}
              </p>
            </div>
          </div>
          <DialogPrimitive.Close
            aria-label="Close tour"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>

          <div className="grid gap-1.5" aria-live="polite">
            <h3 className="font-semibold text-balance">{step.title}</h3>
            <DialogDescription className="text-pretty">{step.description}</DialogDescription>
          </div>

          <div className="grid gap-1.5">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>
                Step {index + 1} of {count}
              </span>
              <span className="num" aria-hidden="true">
                {percent}%
              </span>
            </div>
            <Progress value={percent} aria-label="Tour progress" aria-valuetext={`${percent}%`} />
          </div>

          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              data-activity="tour_dismiss"
              onClick={onDismiss}
            >
              Don&apos;t show this tour again
            </Button>
            <div className="ml-auto flex gap-2">
              <Button
                ref={backButton}
                variant="outline"
                size="sm"
                onClick={back}
                disabled={index === 0}
              >
                Back
              </Button>
              <Button
                ref={nextButton}
                size="sm"
                data-activity={last ? 'tour_finish' : undefined}
                onClick={last ? onFinish : next}
              >
                {last ? 'Finish' : 'Next'}
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
