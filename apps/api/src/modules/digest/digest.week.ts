import { summariseWeek, summaryWeek, type CoachTip, type WeeklySummary } from '@ketoflow/domain';
import type { DigestSources } from './digest.ports.js';

/** One person's week, as the e-mail tells it. */
export type DigestWeek = {
  /** The first word of the name they gave onboarding; null without a profile. */
  firstName: string | null;
  summary: WeeklySummary;
  tip: CoachTip | null;
};

/** The first word of a name ("Maria José" → "Maria"); null when there is none. */
export function firstNameOf(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * Reads the seven local days before the local day of `weekEnd` from the owning modules and
 * works out the summary's figures (the domain's weekly summary).
 */
export async function readWeek(
  sources: Omit<DigestSources, 'recipient'>,
  input: { userId: string; weekEnd: Date; timeZone: string },
): Promise<DigestWeek> {
  const { userId } = input;
  const { days, from, to } = summaryWeek(input.weekEnd, input.timeZone);
  const first = days[0] ?? '';
  const last = days.at(-1) ?? first;
  // One after another: the embedded database answers one query at a time anyway.
  const profile = await sources.profile.read(userId);
  const diary = await sources.diary.list(userId, { from: first, to: last });
  const weighIns = await sources.weights.weighInsBetween(userId, first, last);
  const fasts = await sources.fasts.endedBetween(userId, from, to);
  const summary = summariseWeek({
    days,
    loggedDays: diary.days.map((d) => ({ date: d.date, netCarbsG: d.totals.netCarbsG })),
    capG: profile?.plan.targets.netCarbsG ?? null,
    weighIns,
    units: profile?.answers.units ?? null,
    fasts,
  });
  return {
    firstName: firstNameOf(profile?.answers.name),
    summary,
    tip: sources.tips.forWeek(first),
  };
}
