import {
  FAST_NOTE_MAX_LENGTH,
  FastingProtocolSchema,
  FastTargetHoursSchema,
  type Fast,
} from '@ketoflow/contracts';
import { z } from 'zod';
import { fromLocalInputValue, toLocalInputValue } from '../lib/time';

/** The edit-a-fast form: what it checks before sending, and where the server's answers go. */
export const EditFormSchema = z
  .object({
    startedAt: z.string(),
    endedAt: z.string(),
    protocol: FastingProtocolSchema,
    customHours: z.string(),
    note: z
      .string()
      .max(FAST_NOTE_MAX_LENGTH, `Keep the note under ${FAST_NOTE_MAX_LENGTH} characters.`),
    running: z.boolean(),
    acknowledged: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const now = Date.now() + 60_000;
    const start = fromLocalInputValue(form.startedAt);
    if (!start) {
      ctx.addIssue({
        code: 'custom',
        path: ['startedAt'],
        message: 'Enter the start date and time.',
      });
    } else if (start.getTime() > now) {
      ctx.addIssue({
        code: 'custom',
        path: ['startedAt'],
        message: 'The start time can’t be in the future.',
      });
    }
    if (!form.running) {
      const end = fromLocalInputValue(form.endedAt);
      if (!end) {
        ctx.addIssue({
          code: 'custom',
          path: ['endedAt'],
          message: 'Enter the end date and time.',
        });
      } else if (end.getTime() > now) {
        ctx.addIssue({
          code: 'custom',
          path: ['endedAt'],
          message: 'The end time can’t be in the future.',
        });
      } else if (start && end.getTime() <= start.getTime()) {
        ctx.addIssue({
          code: 'custom',
          path: ['startedAt'],
          message: 'The start time must be before the end time.',
        });
      }
    }
    if (form.protocol === 'custom') {
      const parsed = FastTargetHoursSchema.safeParse(
        form.customHours.trim() === '' ? Number.NaN : Number(form.customHours),
      );
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['customHours'],
          message: parsed.error.issues[0]?.message ?? 'Check the target.',
        });
      }
    }
  });
export type EditForm = z.infer<typeof EditFormSchema>;

export function defaults(fast: Fast): EditForm {
  return {
    startedAt: toLocalInputValue(new Date(fast.startedAt)),
    endedAt: fast.endedAt ? toLocalInputValue(new Date(fast.endedAt)) : '',
    protocol: fast.protocol,
    customHours: String(fast.targetHours),
    note: fast.note ?? '',
    running: fast.endedAt === null,
    acknowledged: false,
  };
}

/** The server's field problems, by body path, on the form's own fields. */
export const SERVER_FIELDS: Partial<Record<string, keyof EditForm>> = {
  'body.startedAt': 'startedAt',
  'body.endedAt': 'endedAt',
  'body.targetHours': 'customHours',
  'body.note': 'note',
};
