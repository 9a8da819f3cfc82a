import type { OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onboardingResponses } from './profile.schema.js';

/** A person's stored profile: their onboarding answers, the plan and its summary. */
export type ProfileRow = typeof onboardingResponses.$inferSelect;

/** What onboarding saves: the answers, the plan computed from them, and its summary. */
export type ProfileValues = {
  answers: OnboardingAnswers;
  plan: PersonalPlan;
  aiSummary: string;
  /** Who wrote aiSummary: builtin, or the model's engine and name. */
  summaryEngine?: string;
  summaryModel?: string | null;
};

/** The profile table, one row per person, every query by their user id. */
export function createProfileRepository(db: Db) {
  return {
    async findByUser(userId: string): Promise<ProfileRow | undefined> {
      const rows = await db
        .select()
        .from(onboardingResponses)
        .where(eq(onboardingResponses.userId, userId))
        .limit(1);
      return rows[0];
    },
    async upsert(userId: string, values: ProfileValues): Promise<ProfileRow> {
      const now = new Date();
      const row = {
        userId,
        name: values.answers.name,
        height: values.answers.heightCm,
        aiSummary: values.aiSummary,
        summaryEngine: values.summaryEngine ?? 'builtin',
        summaryModel: values.summaryModel ?? null,
        answers: values.answers,
        plan: values.plan,
        updatedAt: now,
      };
      const rows = await db
        .insert(onboardingResponses)
        .values({ ...row, completedAt: now })
        .onConflictDoUpdate({ target: onboardingResponses.userId, set: row })
        .returning();
      const saved = rows[0];
      if (!saved) throw new Error('profile upsert returned no row');
      return saved;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
