import { SafetyFlagSchema, type SafetyFlag } from '@ketoflow/contracts';
import type { ProfileReader } from '@ketoflow/domain';

/** Reads a person's onboarding safety answers, which decide the cautions on long fasts. */
export type SafetyFlagsReader = (userId: string) => Promise<SafetyFlag[]>;

/**
 * The safety answers from the profile: none without onboarding, and a stored value this version
 * does not know is ignored rather than trusted.
 */
export function safetyFlagsFrom(profile: ProfileReader): SafetyFlagsReader {
  return async (userId) => {
    const stored: unknown = (await profile.read(userId))?.answers.safetyFlags;
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((value) => {
      const parsed = SafetyFlagSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  };
}
