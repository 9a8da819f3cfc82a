import type { OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';

/**
 * The person's profile: what they told onboarding (body, goal, units, diet, safety answers) and
 * the personal plan computed from it (targets, goal date). Every module that needs any of it
 * reads it through one `ProfileReader`; the profile module keeps it.
 */
export type Profile = {
  /** True once onboarding was finished (its summary written); answers may exist before. */
  complete: boolean;
  answers: OnboardingAnswers;
  plan: PersonalPlan;
  /** Height in cm, as stored canonically (null when not given). */
  heightCm: number | null;
  /** When onboarding was first completed (ISO date-time). */
  completedAt: string;
};

/** Reads a person's profile: null before they answered onboarding. */
export type ProfileReader = { read(userId: string): Promise<Profile | null> };
