import type { Units } from '@ketoflow/contracts';
import { formErrorText, validationIssues } from '../../../lib/form-errors';
import { answerKeyForPath, formKeyFor, type AnswerKey, type FormKey } from './answers-form';

export interface SaveFailure {
  /** Per-field messages from a 400 VALIDATION_FAILED, keyed by answer and by form field. */
  fields: { answer: AnswerKey; formKey: FormKey; message: string }[];
  /** A sentence for the whole form (always set). */
  message: string;
}

/** Turn a failed PUT /onboarding into field errors and a sentence for the user. */
export function describeSaveFailure(error: unknown, units: Units): SaveFailure {
  const fields: SaveFailure['fields'] = [];
  for (const issue of validationIssues(error)) {
    const answer = answerKeyForPath(issue.path);
    if (answer) fields.push({ answer, formKey: formKeyFor(answer, units), message: issue.message });
  }
  return {
    fields,
    message: formErrorText(error, {
      byCode: {
        VALIDATION_FAILED: 'Please check the highlighted answer and try again.',
        NETWORK:
          'We could not reach the server. Your answers are kept; try again when you’re online.',
        RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
      },
      fallback: 'We couldn’t save your answers. Your answers are kept; please try again.',
    }),
  };
}
