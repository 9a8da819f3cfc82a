/** Below this width the tour card is a bottom (or top) sheet, as dialogs are (ui/dialog.tsx). */
export const TOUR_SHEET_MAX_WIDTH = 767;

const GAP = 12;
const EDGE = 12;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type TourCardPlacement =
  | { kind: 'centred' }
  | { kind: 'sheet'; side: 'top' | 'bottom' }
  | { kind: 'floating'; top: number; left: number };

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the tour card goes so it covers the highlighted control as little as possible: on a
 * phone a sheet at the bottom, or at the top when the control sits where the sheet would be;
 * on a wider screen below the control, else above, else beside it, else in the corner away
 * from it. Without a control, centred.
 */
export function placeTourCard(
  target: Box | null,
  viewport: { width: number; height: number },
  card: { width: number; height: number },
): TourCardPlacement {
  if (viewport.width <= TOUR_SHEET_MAX_WIDTH) {
    if (!target) return { kind: 'sheet', side: 'bottom' };
    const coveredAtBottom = target.top + target.height > viewport.height - card.height - GAP;
    const roomAtTop = target.top > card.height + GAP;
    return { kind: 'sheet', side: coveredAtBottom && roomAtTop ? 'top' : 'bottom' };
  }
  if (!target) return { kind: 'centred' };

  const centredLeft = clamp(
    target.left + target.width / 2 - card.width / 2,
    EDGE,
    viewport.width - card.width - EDGE,
  );
  const below = target.top + target.height + GAP;
  if (below + card.height <= viewport.height - EDGE)
    return { kind: 'floating', top: below, left: centredLeft };
  const above = target.top - GAP - card.height;
  if (above >= EDGE) return { kind: 'floating', top: above, left: centredLeft };

  const besideTop = clamp(target.top, EDGE, viewport.height - card.height - EDGE);
  const right = target.left + target.width + GAP;
  if (right + card.width <= viewport.width - EDGE)
    return { kind: 'floating', top: besideTop, left: right };
  const left = target.left - GAP - card.width;
  if (left >= EDGE) return { kind: 'floating', top: besideTop, left };

  // A control larger than the screen: the corner farther from its centre.
  const targetCentre = target.left + target.width / 2;
  return {
    kind: 'floating',
    top: viewport.height - card.height - EDGE,
    left: targetCentre > viewport.width / 2 ? EDGE : viewport.width - card.width - EDGE,
  };
}
