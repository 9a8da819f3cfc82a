import type { OnboardingResponse } from '@ketoflow/contracts';

/**
 * Day 0 of the plan's projection: the UTC date the answers were last saved (the server
 * builds the plan "today" on every PUT).
 */
export function planStartDate(response: Pick<OnboardingResponse, 'updatedAt'>): string {
  return response.updatedAt.slice(0, 10);
}
