import { useFormContext, useFormState } from 'react-hook-form';
import { type AnswersFormValues, type FormKey } from '../model/answers-form';

export function useAnswersForm() {
  return useFormContext<AnswersFormValues>();
}

/** Error messages of the form, by field. */
export function useErrors(): Partial<Record<FormKey, string>> {
  const { control } = useAnswersForm();
  const { errors } = useFormState({ control });
  const messages: Partial<Record<FormKey, string>> = {};
  for (const [key, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[key as FormKey] = message;
  }
  return messages;
}
