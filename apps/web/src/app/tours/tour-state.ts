import type { TourId } from '@ketoflow/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The tour on screen, if any: started by the host on a first visit or by "Show me around" in
 * the header (which lives outside the screens' part of the tree), ended by the tour itself.
 */
let active: TourId | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function startTour(id: TourId): void {
  active = id;
  emit();
}

export function endTour(): void {
  if (active === null) return;
  active = null;
  emit();
}

export function activeTour(): TourId | null {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveTour(): TourId | null {
  return useSyncExternalStore(subscribe, activeTour, () => null);
}
