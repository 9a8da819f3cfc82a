import type { CoachKnowledgeEntry } from './knowledge.js';
import { isoDateToDayNumber } from '../fasting/calendar.js';

/** A tip from the knowledge base, as an e-mail shows it: its title, words and sources. */
export type CoachTip = Pick<CoachKnowledgeEntry, 'id' | 'title' | 'body' | 'sources'>;

/**
 * The knowledge base's tip for the week that starts on `weekStart` (YYYY-MM-DD): the same for
 * everyone that week, the next entry the week after, round the guide. Fasting and restriction
 * advice is left out: a weekly e-mail goes to people whose safety answers rule it out too.
 */
export function weeklyTip(
  entries: readonly CoachKnowledgeEntry[],
  weekStart: string,
): CoachTip | null {
  const suitable = entries.filter((entry) => !entry.restrictive);
  if (suitable.length === 0) return null;
  const week = Math.floor(isoDateToDayNumber(weekStart) / 7);
  const entry = suitable[((week % suitable.length) + suitable.length) % suitable.length];
  return entry
    ? { id: entry.id, title: entry.title, body: entry.body, sources: entry.sources }
    : null;
}
