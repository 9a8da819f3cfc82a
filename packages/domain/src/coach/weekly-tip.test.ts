import { describe, expect, it } from 'vitest';
import type { CoachKnowledgeEntry } from './knowledge.js';
import { weeklyTip } from './weekly-tip.js';

const entry = (id: string, restrictive = false): CoachKnowledgeEntry => ({
  id,
  intent: 'electrolytes',
  title: `About ${id}`,
  keywords: [id],
  body: `What to know about ${id}.`,
  restrictive,
  sources: [{ title: 'A source', url: 'https://example.org' }],
});

const GUIDE = [entry('a'), entry('fasting', true), entry('b'), entry('c')];

describe('the tip of the week', () => {
  it('is the same all week long, and the next suitable entry the week after', () => {
    const monday = weeklyTip(GUIDE, '2026-03-02');
    expect(weeklyTip(GUIDE, '2026-03-02')).toEqual(monday);
    const following = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'].map(
      (week) => weeklyTip(GUIDE, week)?.id,
    );
    expect(new Set(following.slice(0, 3))).toEqual(new Set(['a', 'b', 'c']));
    expect(following[3]).toBe(following[0]);
  });

  it('never picks fasting or restriction advice, and is null without a suitable entry', () => {
    for (let week = 0; week < 6; week++) {
      const day = new Date(Date.UTC(2026, 0, 5 + 7 * week)).toISOString().slice(0, 10);
      expect(weeklyTip(GUIDE, day)?.id).not.toBe('fasting');
    }
    expect(weeklyTip([entry('fasting', true)], '2026-03-02')).toBeNull();
  });
});
