import type { TourId } from '@ketoflow/contracts';

/** A tour step: title, description, character, optional action callback. */
export interface TourStep {
  /**
   * The `data-tour` value of the control this step describes, highlighted and scrolled into
   * view. Without one (or when the control is not on screen) the step shows on its own.
   */
  target?: string;
  title: string;
  description: string;
  /** The caption under FlowBrain's name; "Your AI Keto Guide" unless a step says otherwise. */
  character?: string;
  /** Runs when the step is shown, e.g. opening the tab the next steps talk about. */
  action?: () => void;
}

/** One screen's guided tour (one per app screen). */
export interface TourDefinition {
  id: TourId;
  steps: readonly [TourStep, ...TourStep[]];
}

export const DEFAULT_TOUR_CHARACTER = 'Your AI Keto Guide';

/** The selector of a step's target: `[data-tour="…"]`. */
export function tourTargetSelector(target: string): string {
  return `[data-tour="${target}"]`;
}

/**
 * A step action: press the control marked `data-tour="…"` (a button, a tab) if it is there.
 * Radix tabs switch on mouse down rather than on click, so both are sent.
 */
export function clickTourTarget(target: string): () => void {
  return () => {
    const element = document.querySelector<HTMLElement>(tourTargetSelector(target));
    if (!element) return;
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    element.click();
  };
}
