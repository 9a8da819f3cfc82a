import { formErrorText, type ErrorTexts } from '../../../lib/form-errors';

/** How a failed fasting save reads: the server's own words for a refused or clashing fast. */
export const FAST_SAVE_TEXTS: ErrorTexts = {
  byCode: { NETWORK: 'We could not reach the server. Please try again.' },
  serverMessageFor: ['VALIDATION_FAILED', 'CONFLICT'],
};

/** A sentence for anything that went wrong while saving a fast. */
export function saveErrorText(error: unknown): string {
  return formErrorText(error, FAST_SAVE_TEXTS);
}
