import { z } from 'zod';

/** What weights, measurements and readings share: date rules, the list query, number inputs. */

/** Plausible adult weights: wider than onboarding's 35–300 kg so no real weigh-in is refused. */
export const WEIGHT_BOUNDS = {
  metric: { min: 20, max: 400, unit: 'kg' },
  imperial: { min: 44, max: 880, unit: 'lb' },
} as const;

/** Dates are calendar days (YYYY-MM-DD) from 1900 up to tomorrow (UTC). */
export const EARLIEST_LOG_DATE = '1900-01-01';
export const FUTURE_DATE_MESSAGE = 'The date can’t be in the future.';

/**
 * The latest date accepted: tomorrow in UTC. Someone east of UTC is already on "tomorrow"
 * while the server's UTC clock is still on today, so one day of slack keeps their "today" valid.
 */
export function latestLogDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

export const LogDateSchema = z.iso
  .date({ error: 'Enter a valid date.' })
  .refine((d) => d >= EARLIEST_LOG_DATE, { error: 'Enter a date after 1900.' })
  .refine((d) => d <= latestLogDate(), { error: FUTURE_DATE_MESSAGE });

/** A reading's time may run ahead of the server by at most this much (device clock skew). */
export const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

export const ReadingTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter a valid date and time.' })
  .refine((t) => Date.parse(t) <= Date.now() + MAX_CLOCK_SKEW_MS, {
    error: 'The reading time can’t be in the future.',
  })
  .refine((t) => Date.parse(t) >= Date.parse(`${EARLIEST_LOG_DATE}T00:00:00Z`), {
    error: 'Enter a date after 1900.',
  });

export const ListBodyQuerySchema = z.object({
  /** Newest first; a daily weigh-in for 13 years fits in the maximum. */
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export type ListBodyQuery = z.infer<typeof ListBodyQuerySchema>;

export const NoteSchema = z
  .string()
  .trim()
  .max(200, 'Keep the note under 200 characters.')
  .nullish()
  .transform((v) => (v ? v : null));

/** zod 4 numbers already refuse NaN and ±Infinity, so an emptied form field lands here too. */
export function numberInput(what: string) {
  return z.number({ error: `Enter ${what} as a number.` });
}
