import { describe, expect, it } from 'vitest';
import {
  auditFiltersFrom,
  auditFiltersToParams,
  auditQuery,
  dayStart,
  NO_USER_FILTERS,
  userFiltersFrom,
  userFiltersToParams,
  userQuery,
} from './filters';

describe('user filters in the address', () => {
  it('round-trip through the address, leaving defaults out', () => {
    const filters = {
      ...NO_USER_FILTERS,
      q: 'sam@',
      buyer: 'yes' as const,
      banned: 'no' as const,
      createdFrom: '2026-01-01',
      sort: 'email' as const,
    };
    const params = userFiltersToParams(filters);
    expect(params.toString()).toBe('q=sam%40&buyer=yes&banned=no&from=2026-01-01&sort=email');
    expect(userFiltersFrom(params)).toEqual(filters);
    expect(userFiltersToParams(NO_USER_FILTERS).toString()).toBe('');
  });

  it('ignores values a hand-edited address could carry', () => {
    const filters = userFiltersFrom(
      new URLSearchParams('onboarded=maybe&sort=random&from=yesterday&to=2026-13-40x'),
    );
    expect(filters).toEqual(NO_USER_FILTERS);
  });

  it('turns calendar days into an inclusive range of instants in the local time zone', () => {
    const query = userQuery({
      ...NO_USER_FILTERS,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    });
    expect(query.createdFrom).toBe(new Date(2026, 2, 1).toISOString());
    // The whole last day is included: the range ends at the start of the next one.
    expect(query.createdTo).toBe(new Date(2026, 3, 1).toISOString());
    expect(query).not.toHaveProperty('q');
    expect(query).toMatchObject({ sort: 'created_desc', limit: 25 });
  });

  it('moves past a month end', () => {
    expect(dayStart('2026-01-31', 1)).toBe(new Date(2026, 1, 1).toISOString());
  });
});

describe('audit filters', () => {
  it('round-trip and map to the API query', () => {
    const params = new URLSearchParams('actor=ops@example.com&action=user.ban&to=2026-05-02');
    const filters = auditFiltersFrom(params);
    expect(filters).toEqual({
      actor: 'ops@example.com',
      target: '',
      action: 'user.ban',
      from: '',
      to: '2026-05-02',
    });
    expect(auditFiltersToParams(filters).toString()).toBe(params.toString().replace('%40', '%40'));
    expect(auditQuery(filters)).toEqual({
      actor: 'ops@example.com',
      action: 'user.ban',
      to: new Date(2026, 4, 3).toISOString(),
      limit: 50,
    });
    expect(auditFiltersFrom(new URLSearchParams('action=user.drop')).action).toBe('');
  });
});
