import type { StartAnswer } from '@ketoflow/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  aiKeys,
  bodyKeys,
  coachKeys,
  dashboardKeys,
  fastingKeys,
  foodScanKeys,
  mealKeys,
  mealPlanKeys,
  metashiftKeys,
  recipeKeys,
  twoFactorKeys,
  walletKeys,
  waterKeys,
} from '../entities/query-keys';
import { clientTimeZone } from '../lib/time-zone';

type Query = StartAnswer['query'];
/** Where a screen's hook reads an answer: its query key, and the data in the form it keeps. */
type Place = { queryKey: QueryKey; data: unknown };
type Placer = (userId: string, query: Query, data: unknown) => Place | null;

const at = (queryKey: QueryKey, data: unknown): Place => ({ queryKey, data });
const text = (value: Query[string] | undefined) => (value === undefined ? '' : String(value));
/** An infinite list's first page, as its hook would have loaded it. */
const firstPage = (queryKey: QueryKey, pageParam: unknown, data: unknown): Place => ({
  queryKey,
  data: { pages: [data], pageParams: [pageParam] },
});

/**
 * When this page's document arrived: the server read the answers just before sending it. The
 * fasting timer measures the server's clock against the browser's from it, as its own request
 * does from the request's midpoint.
 */
function documentReceivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.responseStart > 0
    ? performance.timeOrigin + navigation.responseStart
    : Date.now();
}

/**
 * The screens' hooks, by endpoint (`area.name` in the contracts' table): under which key each
 * keeps the answer to the request the server made for it (apps/api/src/composition/start-screens.ts asks
 * exactly what these hooks ask). `start-data.test.ts` checks each key against the hook's own
 * query options, so the two cannot drift apart unnoticed.
 */
const PLACES: Readonly<Record<string, Placer>> = {
  'wallet.get': (userId, _query, data) => at(walletKeys.balance(userId), data),
  'mealPlans.current': (userId, _query, data) => at(mealPlanKeys.current(userId), data),
  'mealPlans.list': (userId, _query, data) => at(mealPlanKeys.list(userId), data),
  'dashboard.today': (userId, query, data) =>
    at(dashboardKeys.today(userId, text(query.date), text(query.tz)), data),
  'water.day': (userId, query, data) => at(waterKeys.day(userId, text(query.date)), data),
  'meals.list': (userId, query, data) => at(mealKeys.day(userId, text(query.date)), data),
  'meals.summary': (userId, query, data) => at(mealKeys.summary(userId, text(query.date)), data),
  'weights.summary': (userId, _query, data) => at(bodyKeys.summary(userId), data),
  'weights.list': (userId, _query, data) => at(bodyKeys.weights(userId), data),
  'fasting.current': (userId, _query, data) => {
    const serverTime = (data as { serverTime?: unknown }).serverTime;
    if (typeof serverTime !== 'string') return null;
    const clockOffsetMs = Date.parse(serverTime) - documentReceivedAt();
    return at(fastingKeys.current(userId), { ...(data as object), clockOffsetMs });
  },
  'fasting.list': (userId, _query, data) => firstPage(fastingKeys.history(userId), null, data),
  'fasting.stats': (userId, query, data) => at(fastingKeys.stats(userId, text(query.tz)), data),
  // The recipes screen opens on "mine", unfiltered.
  'recipes.list': (_userId, query, data) =>
    query.scope === 'mine' && !query.q && !query.tag
      ? at(recipeKeys.list('mine', '', ''), data)
      : null,
  'ai.prices': (_userId, _query, data) => at(aiKeys.prices, data),
  'coach.list': (_userId, _query, data) => at(coachKeys.conversations, data),
  'foodScans.list': (_userId, _query, data) => firstPage(foodScanKeys.list, undefined, data),
  'metashift.get': (userId, query, data) => at(metashiftKeys.state(userId, text(query.tz)), data),
  'twoFactor.status': (userId, _query, data) => at(twoFactorKeys.status(userId), data),
};

/** Where one answer belongs in the cache, or null when no screen of this app reads it so. */
export function placeOfAnswer(userId: string, answer: StartAnswer): Place | null {
  const placer = PLACES[`${answer.endpoint[0]}.${answer.endpoint[1]}`];
  if (!placer) return null;
  // Asked for another zone (the cookie was missing or old): its "today" may not be ours.
  if (answer.query.tz !== undefined && answer.query.tz !== clientTimeZone()) return null;
  return placer(userId, answer.query, answer.data);
}

/**
 * Caches the screen's first answers as if its requests had just answered (decision 038), so
 * the first render is the filled screen. What does not fit is left out: the screen asks.
 */
export function applyStartAnswers(
  queryClient: QueryClient,
  userId: string,
  answers: readonly StartAnswer[],
): void {
  for (const answer of answers) {
    const place = placeOfAnswer(userId, answer);
    if (place) queryClient.setQueryData(place.queryKey, place.data);
  }
}

/** Whether a parsed value has the shape of an answer (the page may have been rewritten). */
export function isStartAnswer(value: unknown): value is StartAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint, query } = value as Partial<StartAnswer>;
  return (
    Array.isArray(endpoint) &&
    endpoint.length === 2 &&
    endpoint.every((part) => typeof part === 'string') &&
    typeof query === 'object' &&
    query !== null &&
    'data' in value
  );
}
