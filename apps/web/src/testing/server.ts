import {
  DEFAULT_REMINDER_SETTINGS,
  EMPTY_PREFERENCES,
  TOUR_IDS,
  type AuthUser,
  type OnboardingResponse,
  type UserPreferences,
} from '@ketoflow/contracts';
import { DEFAULT_COIN_PRICES, mergePreferences } from '@ketoflow/domain';
import { setupServer } from 'msw/node';
import { endpoints } from '@ketoflow/contracts';
import { anOnboarding } from './fixtures';
import { apiError, handle } from './http';

/**
 * Who is signed in, as the baseline handlers answer it. `renderApp` sets it; tests change
 * what else the API says with `server.use(...)`, which takes precedence over the baseline.
 */
export interface SessionState {
  user: AuthUser | null;
  /** null: signed in but onboarding not finished (the guards show the gate). */
  onboarding: OnboardingResponse | null;
  balance: number;
  /** The user's stored dismissals: by default every tour, so screens show without their tour. */
  preferences: UserPreferences;
}

/** Every guided tour dismissed, as a user who has seen them all. */
export const ALL_TOURS_DISMISSED: UserPreferences = {
  ...EMPTY_PREFERENCES,
  dismissed_tours: { ids: [...TOUR_IDS] },
};

export const session: SessionState = {
  user: null,
  onboarding: null,
  balance: 0,
  preferences: ALL_TOURS_DISMISSED,
};

export function resetSession(next: Partial<SessionState> = {}): void {
  Object.assign(
    session,
    { user: null, onboarding: anOnboarding(), balance: 100, preferences: ALL_TOURS_DISMISSED },
    next,
  );
}

/** What the API's sign-in and sign-up do besides answering: the session now has a user. */
export function startSession(user: AuthUser): void {
  session.user = user;
}

/** A P-256 public key in base64url (65 bytes), as the API's GET /api/v1/push/devices gives. */
export const TEST_VAPID_PUBLIC_KEY =
  'BOlpVWMA00XfM1H8Zd0nylSgW6d_EVo8TNgUxLSROCWn9IpOR1mIQvTP7W-X02ChtvIgT53jfaGDD1rqLpsEM88';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Please sign in.');

/**
 * What every screen may ask for: the session, onboarding status, wallet, the plan pill, the
 * AI price table (shown on every paid button), the dashboard's water, the dismissed tours (read on app screens),
 * activity logging (on for a signed-in user) and the foods kept for searching offline.
 */
const baseline = [
  handle(endpoints.auth.session, () => ({ user: session.user })),
  handle(endpoints.onboarding.get, () =>
    session.user
      ? {
          status: session.onboarding ? ('complete' as const) : ('incomplete' as const),
          response: session.onboarding,
        }
      : signedOut(),
  ),
  handle(endpoints.wallet.get, () => (session.user ? { balance: session.balance } : signedOut())),
  handle(endpoints.mealPlans.current, () => (session.user ? { plan: null } : signedOut())),
  // The dashboard's water card: nothing drunk yet, the guidance's target.
  handle(endpoints.water.day, ({ query }) =>
    session.user
      ? {
          date: query.get('date') ?? '',
          totalMl: 0,
          targetMl: 2200,
          targetSource: 'guidance' as const,
          entries: [],
        }
      : signedOut(),
  ),
  handle(endpoints.notifications.list, () =>
    session.user ? { items: [], unread: 0 } : signedOut(),
  ),
  handle(endpoints.preferences.get, () => (session.user ? session.preferences : signedOut())),
  handle(endpoints.preferences.upsert, ({ body }) => {
    if (!session.user) return signedOut();
    session.preferences = mergePreferences(
      session.preferences,
      { ...EMPTY_PREFERENCES, [body.key]: body.value },
      Date.now(),
    );
    return session.preferences;
  }),
  handle(endpoints.ai.prices, () => ({
    items: Object.entries(DEFAULT_COIN_PRICES).map(([action, coins]) => ({
      action: action as keyof typeof DEFAULT_COIN_PRICES,
      coins,
    })),
  })),
  handle(endpoints.activity.settings, () =>
    session.user ? { loggingEnabled: true, lastActiveAt: null, retentionDays: 180 } : signedOut(),
  ),
  handle(endpoints.activity.ping, () => (session.user ? undefined : signedOut())),
  // The profile's reminders: the defaults, no zone kept yet, no device getting push.
  handle(endpoints.reminders.settings, () =>
    session.user ? DEFAULT_REMINDER_SETTINGS : signedOut(),
  ),
  // With no zone kept, the app sends the device's once after sign-in.
  handle(endpoints.reminders.setTimeZone, ({ body }) =>
    session.user ? { ...DEFAULT_REMINDER_SETTINGS, timeZone: body.timeZone } : signedOut(),
  ),
  handle(endpoints.push.devices, () =>
    session.user ? { vapidPublicKey: TEST_VAPID_PUBLIC_KEY, devices: [] } : signedOut(),
  ),
  // The profile's two-factor card: off unless a story says otherwise.
  handle(endpoints.twoFactor.status, () => (session.user ? { enabled: false } : signedOut())),
  handle(endpoints.activity.log, ({ body }) =>
    session.user ? { stored: body.entries.length } : signedOut(),
  ),
  // What every app screen keeps for the food search offline (decision 039), after load:
  // nothing, unless a story says otherwise.
  handle(endpoints.foods.catalogue, () =>
    session.user ? { version: 'empty', sources: [], foods: [] } : signedOut(),
  ),
  handle(endpoints.foods.own, () => (session.user ? { items: [] } : signedOut())),
];

export const server = setupServer(...baseline);
