import type { AuthUser } from './auth.js';
import type { GetOnboardingResponse } from './onboarding.js';

/**
 * The `id` of the `<script type="application/json">` data block the server puts into the app
 * shell when a signed-in browser navigates to an app screen (decision 033): the session and
 * the onboarding record the guards need before the screen can render, so the first render
 * does not wait for two requests made one after the other.
 */
export const START_DATA_ELEMENT_ID = 'start-data';

/** The data block's JSON: what GET /auth/session (its user) and GET /onboarding answer. */
export type StartData = {
  user: AuthUser;
  onboarding: GetOnboardingResponse;
};
