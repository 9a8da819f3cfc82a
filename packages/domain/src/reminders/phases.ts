import { addDays } from '../dates.js';
import { calendarDateInTimeZone } from '../fasting/calendar.js';
import { METASHIFT_PHASES } from '../metashift.js';

/** A Metashift phase's first day on the person's calendar, with the notice that announces it. */
export type PhaseStart = { date: string; id: string; title: string; body: string; url: string };

/**
 * The first days of the programme's phases still ahead of `now`, counted from the programme's
 * start on the person's calendar (day 1 is the start's date), each with its notice: the phase's
 * name and what it is about, nothing about the person.
 */
export function upcomingPhaseStarts(startedAt: Date, now: Date, timeZone: string): PhaseStart[] {
  const startDate = calendarDateInTimeZone(startedAt, timeZone);
  const today = calendarDateInTimeZone(now, timeZone);
  return METASHIFT_PHASES.filter((phase) => phase.fromDay > 1)
    .map((phase) => ({
      date: addDays(startDate, phase.fromDay - 1),
      id: phase.id,
      title: `Metashift: ${phase.name} starts today`,
      body: phase.summary,
      url: '/metashift',
    }))
    .filter((start) => start.date > today);
}
