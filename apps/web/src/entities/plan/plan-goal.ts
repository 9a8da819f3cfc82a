import type { OnboardingResponse } from '@ketoflow/contracts';
import { safeGoalAndPace } from '@ketoflow/domain';

/** True when the plan is computed for weight loss (safety rules can turn it off). */
export function isLosingPlan(response: Pick<OnboardingResponse, 'answers'>): boolean {
  const { safetyFlags, mainGoal, pace } = response.answers;
  return safeGoalAndPace(safetyFlags, mainGoal, pace).mainGoal === 'lose_weight';
}
