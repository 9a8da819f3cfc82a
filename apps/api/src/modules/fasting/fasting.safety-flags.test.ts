import type { Profile, ProfileReader } from '@ketoflow/domain';
import { describe, expect, it } from 'vitest';
import { safetyFlagsFrom } from './fasting.safety-flags.js';

/** A profile whose stored safety answers are `stored` (as the database may hold them). */
function profileWith(stored: unknown): ProfileReader {
  return {
    read: async () => ({ answers: { safetyFlags: stored } }) as unknown as Profile,
  };
}

describe('the safety answers a fast is checked against', () => {
  it('are the profile’s known answers', async () => {
    const read = safetyFlagsFrom(profileWith(['type1_diabetes', 'diabetes_medication']));
    expect(await read('u1')).toEqual(['type1_diabetes', 'diabetes_medication']);
  });

  it('leave out an answer this version does not know, and a stored value that is no list', async () => {
    expect(await safetyFlagsFrom(profileWith(['type1_diabetes', 'retired_flag']))('u1')).toEqual([
      'type1_diabetes',
    ]);
    expect(await safetyFlagsFrom(profileWith('type1_diabetes'))('u1')).toEqual([]);
  });

  it('are none before onboarding', async () => {
    expect(await safetyFlagsFrom({ read: async () => null })('u1')).toEqual([]);
  });
});
