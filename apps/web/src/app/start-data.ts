import { START_DATA_ELEMENT_ID, type StartData } from '@ketoflow/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { setSessionUser } from '../entities/session/session';
import { onboardingKeys } from '../entities/query-keys';
import { applyStartAnswers, isStartAnswer } from './start-answers';

/**
 * The start data the server put into this page (decision 032): the signed-in user, their
 * onboarding record and the screen's first answers (decision 038), or null when there is none
 * (signed out, a public page, the service worker's shell). Read once: the element is removed,
 * so nothing later takes it for current. Answers of an unexpected shape are dropped.
 */
export function takeStartData(doc: Document = document): StartData | null {
  const element = doc.getElementById(START_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent || 'null') as Partial<StartData> | null;
    if (!data?.user?.id || !data.onboarding?.status) return null;
    if (!Array.isArray(data.answers)) return data as StartData;
    return { ...(data as StartData), answers: data.answers.filter(isStartAnswer) };
  } catch {
    // Malformed (a proxy rewrote the page): the app asks the API as it would without it.
    return null;
  }
}

/**
 * Puts the start data where the guards and screens read it: the session, the onboarding
 * record and the screen's answers, cached as if their requests had just answered. Their usual
 * freshness applies, so they are asked for again only when they would have been anyway.
 */
export function applyStartData(queryClient: QueryClient, data: StartData): void {
  setSessionUser(queryClient, data.user);
  queryClient.setQueryData(onboardingKeys.detail(data.user.id), data.onboarding);
  applyStartAnswers(queryClient, data.user.id, data.answers ?? []);
}
