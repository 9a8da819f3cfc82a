import type { OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onboardingResponses } from '../../db/schema/index.js';

export type OnboardingRow = typeof onboardingResponses.$inferSelect;

export function createOnboardingRepository(db: Db) {
  return {
    async findByUser(userId: string): Promise<OnboardingRow | undefined> {
      const rows = await db
        .select()
        .from(onboardingResponses)
        .where(eq(onboardingResponses.userId, userId))
        .limit(1);
      return rows[0];
    },
    async upsert(
      userId: string,
      values: {
        answers: OnboardingAnswers;
        plan: PersonalPlan;
        aiSummary: string;
        /** Who wrote aiSummary: builtin, or the model's engine and name. */
        summaryEngine?: string;
        summaryModel?: string | null;
      },
    ): Promise<OnboardingRow> {
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
      if (!saved) throw new Error('onboarding upsert returned no row');
      return saved;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
