import type { Profile, ProfileReader } from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import {
  createProfileRepository,
  type ProfileRow,
  type ProfileValues,
} from './profile.repository.js';

export type { ProfileRow, ProfileValues } from './profile.repository.js';

/** Onboarding counts as complete once its summary is written (non-empty after trimming). */
export function isProfileComplete(row: Pick<ProfileRow, 'aiSummary'> | undefined): boolean {
  return (row?.aiSummary.trim().length ?? 0) > 0;
}

/** How onboarding keeps the profile it collects: the stored row, and saving new answers. */
export type ProfileStore = {
  find(userId: string): Promise<ProfileRow | undefined>;
  save(userId: string, values: ProfileValues): Promise<ProfileRow>;
};

function toProfile(row: ProfileRow): Profile {
  return {
    complete: isProfileComplete(row),
    answers: row.answers,
    plan: row.plan,
    heightCm: row.height ?? null,
    completedAt: row.completedAt.toISOString(),
  };
}

/**
 * The person's profile: body, goal, units, time zone, diet and safety answers, and the personal
 * plan (targets, goal date) computed from them. This module owns the table; onboarding writes
 * it through `store`, and every module that needs the profile reads it through `reader`.
 */
export function createProfileModule(deps: { db: Db }) {
  const repo = createProfileRepository(deps.db);
  const store: ProfileStore = {
    find: (userId) => repo.findByUser(userId),
    save: (userId, values) => repo.upsert(userId, values),
  };
  const reader: ProfileReader = {
    async read(userId) {
      const row = await repo.findByUser(userId);
      return row ? toProfile(row) : null;
    },
  };
  return { store, reader };
}
