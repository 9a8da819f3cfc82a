import { type ErrorTexts } from '../../../lib/form-errors';

export const SAVE_TEXTS: ErrorTexts = {
  byCode: { NETWORK: 'We could not reach the server. Please try again.' },
  serverMessageFor: ['VALIDATION_FAILED'],
};
