/**
 * The Dream Me timelines: 180, 365 (default, "Popular") and 730 days. In a module of
 * their own, without zod: the landing page shows them, and a page that imports a constant gets
 * the whole module it lives in (with every schema there, and zod with them).
 */
export const DREAM_ME_TIMELINES = [180, 365, 730] as const;
export type DreamMeTimeline = (typeof DREAM_ME_TIMELINES)[number];
export const DREAM_ME_DEFAULT_TIMELINE = 365 satisfies DreamMeTimeline;

export const DREAM_ME_TIMELINE_LABELS: Readonly<Record<DreamMeTimeline, string>> = {
  180: '6 Months',
  365: '1 Year',
  730: '2 Years',
};
