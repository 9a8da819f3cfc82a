import {
  TIME_ZONE_COOKIE,
  endpointPath,
  endpoints,
  isIanaTimeZone,
  type StartAnswer,
  type StartQueryValue,
} from '@ketoflow/contracts';
import { calendarDateInTimeZone } from '@ketoflow/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The day a screen's requests are asked for: the browser's zone and its calendar date now. */
export type StartDay = { timeZone: string; date: string };

type Endpoints = typeof endpoints;
type Area = keyof Endpoints;

/** One GET request a screen makes before it can paint, and the query it sends. */
type ScreenRequest = {
  endpoint: readonly [area: string, name: string];
  query: (day: StartDay, page: URLSearchParams) => Record<string, StartQueryValue>;
};

function ask<A extends Area>(
  area: A,
  name: keyof Endpoints[A] & string,
  query: ScreenRequest['query'] = () => ({}),
): ScreenRequest {
  return { endpoint: [area, name], query };
}

const inZone = ({ timeZone }: StartDay) => ({ tz: timeZone });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The diary's day: the one a link names (?date=), else today. */
const diaryDay: ScreenRequest['query'] = (day, page) => {
  const named = page.get('date');
  return { date: named && ISO_DATE.test(named) ? named : day.date };
};

/**
 * What every signed-in screen's header shows: the coin balance and the current plan's day.
 * The queries are those the web app's hooks send (its `…QueryOptions`), so that the answers
 * land under the keys the screens read; apps/web/src/app/start-answers.ts maps them to keys.
 */
const HEADER = [ask('wallet', 'get'), ask('mealPlans', 'current', inZone)];

/** Each daily-loop screen's first requests (decision 038), beyond the session and onboarding. */
export const SCREEN_REQUESTS: Readonly<Record<string, readonly ScreenRequest[]>> = {
  '/dashboard': [
    ...HEADER,
    ask('dashboard', 'today', (day) => ({ date: day.date, tz: day.timeZone })),
    ask('water', 'day', (day) => ({ date: day.date })),
  ],
  '/my-meals': [
    ...HEADER,
    // The diary opens on ?date= when the link names a day, else on today; the day's water too.
    ...(['list', 'summary'] as const).map((name) => ask('meals', name, diaryDay)),
    ask('water', 'day', diaryDay),
  ],
  '/weight-tracker': [...HEADER, ask('weights', 'summary'), ask('weights', 'list')],
  '/fasting-tracker': [
    ...HEADER,
    ask('fasting', 'current'),
    ask('fasting', 'list', () => ({ limit: 20 })),
    ask('fasting', 'stats', inZone),
  ],
  '/my-recipes': [
    ...HEADER,
    ask('ai', 'prices'),
    ask('recipes', 'list', () => ({ scope: 'mine', limit: 200 })),
  ],
  '/meal-plan': [...HEADER, ask('ai', 'prices'), ask('mealPlans', 'list', inZone)],
  '/coach': [...HEADER, ask('ai', 'prices'), ask('coach', 'list')],
  '/ketovision': [...HEADER, ask('ai', 'prices'), ask('foodScans', 'list', () => ({ limit: 12 }))],
  '/metashift': [...HEADER, ask('metashift', 'get', inZone)],
  '/profile': [...HEADER, ask('twoFactor', 'status')],
};

/** The value of one cookie of the request, or null. */
function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The browser's zone from the app's cookie, else UTC, the zone the API itself assumes when a
 * request names none. The app uses an answer asked in a zone only when it is its own, so a
 * wrong guess costs that request, never a wrong day.
 */
export function startDay(request: FastifyRequest, now = new Date()): StartDay {
  const named = cookieValue(request, TIME_ZONE_COOKIE);
  const timeZone = named && named.length <= 64 && isIanaTimeZone(named) ? named : 'UTC';
  return { timeZone, date: calendarDateInTimeZone(now, timeZone) };
}

function withQuery(path: string, query: Record<string, StartQueryValue>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Answers a screen's first requests by the API's own routes, each as the browser would have
 * asked it with this navigation's cookie: the same guard reads the session, the same service
 * reads the user's own rows, the same serializer writes the answer. A request that does not
 * answer as its endpoint promises is left out; the app then asks for it itself.
 */
export async function answerScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  day: StartDay,
): Promise<StartAnswer[]> {
  const requests = SCREEN_REQUESTS[pathname];
  if (!requests) return [];
  const page = new URL(request.url, 'http://page').searchParams;
  const answers = await Promise.all(
    requests.map(async ({ endpoint: [area, name], query }): Promise<StartAnswer | null> => {
      const endpoint = (
        endpoints as Record<string, Record<string, { path: string; status: number }>>
      )[area]?.[name];
      if (!endpoint) return null;
      const asked = query(day, page);
      const response = await app.inject({
        method: 'GET',
        url: withQuery(endpointPath(endpoint.path), asked),
        headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
        remoteAddress: request.ip,
      });
      if (response.statusCode !== endpoint.status) return null;
      return { endpoint: [area, name], query: asked, data: response.json<unknown>() };
    }),
  );
  return answers.filter((answer) => answer !== null);
}
