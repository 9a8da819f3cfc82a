// The table-ownership count (scripts/table-owners.mjs) finds what it should, and the API's
// source holds the rule: no module touches another's tables outside the recorded readers.
import { describe, expect, it } from 'vitest';
import { foreignTableUses, violations } from './table-owners.mjs';

describe('each module owns its tables', () => {
  const uses = foreignTableUses();

  it('no module reads or writes another module’s table, except the recorded readers’ reads', () => {
    expect(violations(uses)).toEqual([]);
  });

  it('the count sees the recorded readers (it would see anyone else the same way)', () => {
    expect(uses.some((u) => u.user === 'export' && u.table === 'meals' && !u.write)).toBe(true);
  });

  it('a reader that writes is a violation', () => {
    const write = { file: 'x.ts', user: 'export', table: 'meals', owner: 'meals', write: true };
    expect(violations([write])).toEqual([write]);
  });
});
