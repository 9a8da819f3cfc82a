import { SUMMARY_WEEK_DAYS, formatLongDate, type WeeklySummaryDay } from '@ketoflow/domain';
import type { DigestWeek } from './digest.week.js';

/**
 * The weekly summary's words, written once: the text part and the HTML part both show exactly
 * these, so the two can never tell a person different things.
 */

export type DayTone = 'within' | 'over' | 'logged' | 'none';

export type DigestContent = {
  subject: string;
  /** The line a mail app shows beside the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  intro: string;
  /** Nothing was logged: no table of days, an encouraging word instead. */
  quiet: boolean;
  carbsHeading: string;
  days: {
    label: string;
    amount: string;
    status: string;
    tone: DayTone;
    /** The day's net carbs as a share of the cap (or of the week's highest day), 0–1. */
    share: number;
  }[];
  stats: { label: string; value: string }[];
  weight: string | null;
  tip: { title: string; body: string; sources: { title: string; url: string }[] } | null;
  action: { label: string; url: string };
  footer: string;
  unsubscribe: { label: string; url: string };
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayOf = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));

/** "2–8 March 2026", "27 April – 3 May 2026", "29 December 2025 – 4 January 2026". */
export function weekRange(first: string, last: string): string {
  const [a, b] = [formatLongDate(first), formatLongDate(last)];
  const [aDay, aMonth, aYear] = a.split(' ');
  const [bDay, bMonth, bYear] = b.split(' ');
  if (aYear !== bYear) return `${a} – ${b}`;
  if (aMonth !== bMonth) return `${aDay} ${aMonth} – ${b}`;
  return `${aDay}–${bDay} ${bMonth} ${bYear}`;
}

function dayLine(day: WeeklySummaryDay, highest: number, capG: number | null) {
  if (day.netCarbsG === null) {
    return {
      label: dayOf(day.date),
      amount: '–',
      status: 'nothing logged',
      tone: 'none' as const,
      share: 0,
    };
  }
  const scale = capG ?? highest;
  const tone: DayTone = day.withinCap === null ? 'logged' : day.withinCap ? 'within' : 'over';
  const status = { within: 'within your cap', over: 'over your cap', logged: 'logged', none: '' }[
    tone
  ];
  return {
    label: dayOf(day.date),
    amount: `${number.format(day.netCarbsG)} g`,
    status,
    tone,
    share: scale > 0 ? Math.min(1, day.netCarbsG / scale) : 0,
  };
}

function weightLine({ weight }: DigestWeek['summary']): string | null {
  if (!weight) return null;
  const unit = weight.units === 'imperial' ? 'lb' : 'kg';
  const latest = `${number.format(weight.latest)} ${unit}`;
  if (weight.change === null || weight.since === null) return latest;
  const since = dayOf(weight.since);
  if (weight.change === 0) return `${latest}, the same as on ${since}`;
  const way = weight.change < 0 ? 'down' : 'up';
  return `${latest}, ${way} ${number.format(Math.abs(weight.change))} ${unit} since ${since}`;
}

export function digestContent(
  week: DigestWeek,
  links: { appName: string; appUrl: string; unsubscribeUrl: string },
): DigestContent {
  const { summary, firstName, tip } = week;
  const { days, daysLogged, daysWithinCap, capG, fasts } = summary;
  const total = SUMMARY_WEEK_DAYS;
  const range = weekRange(days[0]?.date ?? '', days.at(-1)?.date ?? '');
  const quiet = daysLogged === 0;
  const highest = Math.max(0, ...days.map((d) => d.netCarbsG ?? 0));
  // A quiet week counts nothing against the person: no "0 of 7".
  const stats = quiet ? [] : [{ label: 'Days logged', value: `${daysLogged} of ${total}` }];
  if (daysWithinCap !== null && !quiet)
    stats.push({ label: 'Within your cap', value: `${daysWithinCap} of ${daysLogged} days` });
  if (fasts.finished > 0)
    stats.push({
      label: 'Fasts completed',
      value:
        fasts.completed === fasts.finished
          ? `${fasts.completed}`
          : `${fasts.completed} of ${fasts.finished}`,
    });
  const withinWords = daysWithinCap === null ? '' : `, ${daysWithinCap} within your net-carb cap`;
  return {
    subject: quiet
      ? `Your ${links.appName} week: a fresh week starts today`
      : `Your ${links.appName} week: ${daysLogged} of ${total} days logged`,
    preheader: quiet
      ? 'A new week, a clean page: one logged meal is a great start.'
      : `${daysLogged} of ${total} days logged${withinWords}.`,
    heading: `Your week, ${range}`,
    greeting: firstName ? `Hi ${firstName},` : 'Hi,',
    intro: quiet
      ? 'Nothing was logged in your diary last week, and that is fine: every week is a fresh start. Logging one meal today is an easy way back in.'
      : 'Here is your week at a glance.',
    quiet,
    carbsHeading:
      capG === null
        ? 'Net carbs by day'
        : `Net carbs by day (your cap: ${number.format(capG)} g a day)`,
    days: days.map((day) => dayLine(day, highest, capG)),
    stats,
    weight: weightLine(summary),
    tip: tip
      ? { title: tip.title, body: tip.body, sources: tip.sources.map((s) => ({ ...s })) }
      : null,
    action: { label: `Open ${links.appName}`, url: `${links.appUrl}/dashboard` },
    footer: `You get this e-mail because you turned on the weekly summary in your ${links.appName} reminder settings.`,
    unsubscribe: { label: 'Unsubscribe', url: links.unsubscribeUrl },
  };
}
