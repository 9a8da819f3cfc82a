import { useEffect, useState } from 'react';
import { TOUR_SHEET_MAX_WIDTH, type Box } from './placement';
import { tourTargetSelector } from './types';

/** The first element marked `data-tour="target"` that is laid out (a control may exist twice, one hidden per breakpoint). */
export function findTourTarget(target: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(tourTargetSelector(target))) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return element;
  }
  return null;
}

function scrollToTarget(element: HTMLElement): void {
  const phone = window.innerWidth <= TOUR_SHEET_MAX_WIDTH;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // On a phone the control goes to the top (below the sticky header), clear of the bottom sheet.
  const previous = element.style.scrollMarginTop;
  element.style.scrollMarginTop = '88px';
  element.scrollIntoView({
    behavior: reduce ? 'auto' : 'smooth',
    block: phone ? 'start' : 'center',
    inline: 'nearest',
  });
  element.style.scrollMarginTop = previous;
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    Math.round(a.top) === Math.round(b.top) &&
    Math.round(a.left) === Math.round(b.left) &&
    Math.round(a.width) === Math.round(b.width) &&
    Math.round(a.height) === Math.round(b.height));

/**
 * Where the step's control is on screen, followed every frame while the step shows (the page
 * may still be loading, scrolling or reflowing); scrolled into view once when found. Null when
 * the step has no control or it is not on the page.
 */
export function useTourTarget(target: string | undefined, step: number): Box | null {
  const [found, setFound] = useState<{ key: string; box: Box | null }>({ key: '', box: null });
  const key = `${step}:${target ?? ''}`;
  useEffect(() => {
    if (!target) return;
    let frame = 0;
    let scrolled = false;
    let last: Box | null = null;
    const track = () => {
      const element = findTourTarget(target);
      if (element && !scrolled) {
        scrolled = true;
        scrollToTarget(element);
      }
      const rect = element?.getBoundingClientRect();
      const box = rect
        ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
        : null;
      if (!sameBox(last, box)) {
        last = box;
        setFound({ key, box });
      }
      frame = requestAnimationFrame(track);
    };
    frame = requestAnimationFrame(track);
    return () => cancelAnimationFrame(frame);
  }, [target, key]);
  return found.key === key ? found.box : null;
}
