import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links: /documentation#meal-plans scrolls to that article (or section) and moves focus
 * there, so a keyboard or screen-reader user continues reading from it. Runs on every
 * navigation (location.key), so following the same link twice scrolls again. The first jump
 * on opening the page is instant; later ones glide unless reduced motion is preferred.
 */
export function useHashTarget(): void {
  const { hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: initial || reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
