import { AUTH_STORAGE_PREFIX } from '../../../entities/session/session';
import type { AnswersFormValues } from '../model/answers-form';
import { STEPS } from '../model/steps';

export interface OnboardingDraft {
  step: number;
  values: AnswersFormValues;
}

/**
 * Unfinished answers live in sessionStorage so a reload does not lose them. The key uses the
 * auth prefix, so sign-out clears it with the other per-user keys (health answers included).
 */
export function draftKey(userId: string): string {
  return `${AUTH_STORAGE_PREFIX}onboarding-draft:${userId}`;
}

export function readDraft(userId: string): OnboardingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OnboardingDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object') {
      return null;
    }
    const step = Number.isInteger(parsed.step) ? Number(parsed.step) : 0;
    return {
      step: Math.min(Math.max(step, 0), STEPS.length - 1),
      values: parsed.values,
    };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: OnboardingDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the answers still live in the form.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
