import { ValidationIssueSchema, type Units } from '@ketoflow/contracts';
import { isApiError } from '../../../lib/api-client';
import { answerKeyForPath, formKeyFor, type AnswerKey, type FormKey } from './answers-form';

export interface SaveFailure {
  /** Per-field messages from a 400 VALIDATION_FAILED, keyed by answer and by form field. */
  fields: { answer: AnswerKey; formKey: FormKey; message: string }[];
  /** A sentence for the whole form (always set). */
  message: string;
}

/** Turn a failed PUT /onboarding into field errors and a sentence for the user. */
export function describeSaveFailure(error: unknown, units: Units): SaveFailure {
  if (isApiError(error, 'VALIDATION_FAILED')) {
    const details = Array.isArray(error.details) ? error.details : [];
    const fields: SaveFailure['fields'] = [];
    for (const detail of details) {
      const parsed = ValidationIssueSchema.safeParse(detail);
      if (!parsed.success) continue;
      const answer = answerKeyForPath(parsed.data.path);
      if (answer) {
        fields.push({
          answer,
          formKey: formKeyFor(answer, units),
          message: parsed.data.message,
        });
      }
    }
    return { fields, message: 'Please check the highlighted answer and try again.' };
  }
  if (isApiError(error, 'NETWORK')) {
    return {
      fields: [],
      message:
        'We could not reach the server. Your answers are kept; try again when you’re online.',
    };
  }
  if (isApiError(error, 'RATE_LIMITED')) {
    return { fields: [], message: 'Too many attempts. Please wait a minute and try again.' };
  }
  return {
    fields: [],
    message: 'We couldn’t save your answers. Your answers are kept; please try again.',
  };
}
