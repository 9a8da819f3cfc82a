import type { AuthUser } from './auth.js';
import type { GetOnboardingResponse } from './onboarding.js';

/**
 * The `id` of the `<script type="application/json">` data block the server puts into the app
 * shell when a signed-in browser navigates to an app screen (decisions 032 and 038): the session
 * and onboarding record the guards need, and the screen's own first requests with their
 * answers, so the first render has everything and waits for no request.
 */
export const START_DATA_ELEMENT_ID = 'start-data';

/**
 * The `id` of the `<script type="application/json">` block holding the commerce configuration
 * in a public page the server completed with it (the sales page's order forms, the legal
 * pages' operator): the app starts with exactly what the page shows, as if its request for
 * the configuration had answered. Kept here, in a module without schemas, so the app's first
 * script carries no validation library (the package is free of side effects).
 */
export const COMMERCE_CONFIG_ELEMENT_ID = 'commerce-config';

/**
 * The cookie in which the app tells the server the browser's IANA time zone (decision 038): a
 * navigation carries no zone, and "today", a streak day or a plan's day depend on it. Not a
 * credential and not personal beyond the zone; set by the app's script, so not httpOnly.
 */
export const TIME_ZONE_COOKIE = 'kf_tz';

/**
 * The screens of the daily loop: the server answers their first requests in the page and
 * draws them (decisions 038 and 041), and the device keeps them as last seen (decision 041).
 */
export const DAILY_LOOP_SCREENS = [
  '/dashboard',
  '/my-meals',
  '/weight-tracker',
  '/fasting-tracker',
  '/my-recipes',
  '/meal-plan',
  '/coach',
  '/ketovision',
  '/metashift',
  '/profile',
] as const;

/** A query-string value as the start data names it (what the request's URL would carry). */
export type StartQueryValue = string | number;

/**
 * One GET request of the screen, answered by the API's own route: the endpoint's place in the
 * contracts' table (`['weights', 'summary']`), the query it was asked with (the defaults of the
 * endpoint's query schema filled in) and its JSON answer, exactly as the request would return it.
 */
export type StartAnswer = {
  endpoint: readonly [area: string, name: string];
  query: Record<string, StartQueryValue>;
  data: unknown;
};

/**
 * The data block's JSON: what GET /auth/session (its user) and GET /onboarding answer, and the
 * screen's first requests (absent before the user has finished onboarding, and for screens
 * without a list). Requests that depend on the day were asked in `timeZone` (the app's cookie,
 * else the API's default UTC) on `date`, its calendar date then.
 */
export type StartData = {
  user: AuthUser;
  onboarding: GetOnboardingResponse;
  timeZone?: string;
  date?: string;
  answers?: StartAnswer[];
};
