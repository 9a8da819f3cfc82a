import { Pause, Play, Quote } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useReducer, type FocusEvent } from 'react';
import { cn } from '../../lib/utils';
import { carouselReducer, initialCarouselState, isRotating } from './carousel-state';
import { useReducedMotion } from './use-reduced-motion';

export interface Testimonial {
  quote: string;
  name: string;
  /** A short line under the name (age, how long on keto…). */
  detail: string;
}

/**
 * Testimonials, one at a time (WAI-ARIA carousel pattern). It moves on every `intervalMs`
 * until the visitor picks an entry with a dot or presses pause, and holds while pointer or
 * focus is inside. While it rotates by itself the slide is not announced (aria-live off);
 * once the visitor drives it, changes are announced politely. Every slide is rendered in one
 * grid cell, so the tallest sets the height and rotating never shifts the page.
 */
export function TestimonialCarousel({
  items,
  label,
  badge,
  intervalMs = 4000,
}: {
  items: readonly Testimonial[];
  /** The carousel's accessible name. */
  label: string;
  /** A tag shown on every entry (e.g. that the entries are illustrative). */
  badge?: string;
  intervalMs?: number;
}) {
  const reducer = useMemo(() => carouselReducer(items.length), [items.length]);
  const [state, dispatch] = useReducer(reducer, initialCarouselState);
  const reducedMotion = useReducedMotion();
  const rotating = isRotating(state, reducedMotion);
  const slidesId = useId();

  // Set in the same commit that shows the entry, so each one stays exactly `intervalMs`.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  const hold = (by: 'pointer' | 'focus', inside: boolean) => dispatch({ type: 'hold', by, inside });
  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto grid w-full max-w-3xl gap-5"
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={blur}
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid">
        {items.map((item, index) => {
          const active = index === state.index;
          return (
            // A group with the slide role description (the WAI-ARIA carousel pattern); a figure
            // may not take the group role.
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              aria-hidden={!active}
              className={cn(
                'col-start-1 row-start-1 flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm transition-opacity duration-200 sm:p-8',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <Quote className="size-8 text-primary/60" aria-hidden="true" />
              <blockquote className="text-lg leading-relaxed text-pretty sm:text-xl">
                <p>{item.quote}</p>
              </blockquote>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                <span className="grid">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-sm text-muted-foreground">{item.detail}</span>
                </span>
                {badge && (
                  <span className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
                    {badge}
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <div className="flex items-center justify-center gap-2">
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'toggle' })}
            aria-label={
              state.stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'
            }
            className="flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {state.stopped ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
          </button>
        )}
        {items.map((item, index) => {
          const active = index === state.index;
          return (
            <button
              key={item.name}
              type="button"
              aria-controls={slidesId}
              aria-current={active ? 'true' : undefined}
              aria-label={`Show testimonial ${index + 1} of ${items.length}`}
              onClick={() => dispatch({ type: 'select', index })}
              className="group flex size-8 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-[width,background-color] duration-200',
                  active
                    ? 'w-6 bg-primary'
                    : 'w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                )}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
