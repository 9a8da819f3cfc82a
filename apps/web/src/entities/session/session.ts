import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@ketoflow/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { outbox } from '../../lib/outbox';
import { api, endpointRef, isApiError } from '../../lib/api-client';
import { isOnline } from '../../lib/online';
import { shareTimeZone } from '../../lib/time-zone';
import { useHydrated } from '../../lib/use-hydrated';
import { endThisBrowserPush } from '../push/this-device';
import { clearPendingReferralCode } from '../referral/pending-referral';
import { sessionKeys } from '../query-keys';
import { forgetKeptScreens } from '../../lib/kept-screen';

// Every page's shell reads the session: references keep the endpoint table (zod) out of it.
const sessionEndpoint = endpointRef('auth', 'session', {
  method: 'GET',
  path: '/api/v1/auth/session',
  status: 200,
});
const signOutEndpoint = endpointRef('auth', 'signOut', {
  method: 'POST',
  path: '/api/v1/auth/sign-out',
  status: 204,
});

/**
 * localStorage `auth:signed-in` is "1" while this browser has a signed-in user. The prerendered
 * landing pages read it before any module loads: a signed-in visitor's page starts the app at
 * once (their header, "Go to Dashboard"), a new visitor's waits for a first interaction
 * (src/prerender/module-loader.ts). It is a hint, never a credential: the session is the
 * httpOnly cookie, and sign-out removes the hint with every other `auth:` key.
 */
export const SIGNED_IN_HINT_KEY = 'auth:signed-in';

function rememberSignedIn(user: AuthUser | null): void {
  // The server drawing a screen (decision 041) has no browser to mark.
  if (typeof window === 'undefined') return;
  shareTimeZone(user !== null);
  try {
    if (user) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    // A session that ended without a sign-out leaves no screen of its person behind.
    forgetKeptScreens(window.localStorage, user?.id ?? null);
  } catch {
    // Storage blocked (privacy mode): the landing page then waits for an interaction.
  }
}

/** Whether this browser was signed in when last used (the hint the landing pages read too). */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A sign-out made without a network (localStorage, outside the `auth:` keys it clears): the
 * device forgot the person at once; the server ends the session as soon as it can be asked,
 * before anything asks who is signed in (or the cookie would sign them back in).
 */
const PENDING_SIGN_OUT_KEY = 'pending-sign-out';

function pendingSignOut(): boolean {
  try {
    return window.localStorage.getItem(PENDING_SIGN_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

function setPendingSignOut(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(PENDING_SIGN_OUT_KEY, '1');
    else window.localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Storage blocked: the sign-out then waits for the user to try again online.
  }
}

/** Ends the server's session (401: it had already ended, which is the point). */
async function endServerSession(): Promise<void> {
  try {
    await api.call(signOutEndpoint);
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

export async function fetchSession(): Promise<AuthUser | null> {
  if (pendingSignOut()) {
    await endServerSession();
    setPendingSignOut(false);
    rememberSignedIn(null);
    return null;
  }
  try {
    const { user } = await api.call(sessionEndpoint);
    rememberSignedIn(user ?? null);
    return user ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: fetchSession,
  meta: {
    // Shown once if the API cannot be reached; the UI then behaves as signed out.
    errorToast: {
      id: 'session-unavailable',
      title: 'Connection problem',
      description: 'We could not reach the server. Some features are unavailable right now.',
    },
  },
});

export interface SessionState {
  /** The signed-in user, or null when signed out (or when the session could not be loaded). */
  user: AuthUser | null;
  /** True only while the first session request is in flight. */
  isPending: boolean;
  isError: boolean;
}

/**
 * Read the current session. Every component shares one cached request. A prerendered page
 * (src/prerender) is the signed-out page, so until it has hydrated it renders signed out
 * whatever the request answered; the signed-in version follows in the next render.
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const hydrated = useHydrated();
  if (!hydrated) return { user: null, isPending: false, isError: false };
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError };
}

/** Write the signed-in user into the cache after sign-in / sign-up. */
export function setSessionUser(queryClient: QueryClient, user: AuthUser | null): void {
  rememberSignedIn(user);
  queryClient.setQueryData(sessionKeys.all, user);
}

/**
 * The prefix of every key this browser keeps for the signed-in person: the onboarding
 * questionnaire draft, health answers included, `auth:onboarding-draft:<userId>` in
 * sessionStorage, and the signed-in hint. A feature that stores something of the user's puts
 * it under this prefix, and sign-out removes it.
 */
export const AUTH_STORAGE_PREFIX = 'auth:';

/**
 * Sign-out and account deletion remove what belonged to
 * the person: every `auth:` key in localStorage and sessionStorage, and the pending referral
 * code, so an invitation never carries over to the next person who signs up on this device.
 * Device preferences stay: the theme and the install card's `pwa-install-dismissed`. The
 * session itself is an httpOnly cookie the API ends; the query cache is cleared separately.
 */
export function clearStoredAuthKeys(): void {
  for (const storage of browserStorages()) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(AUTH_STORAGE_PREFIX)) keys.push(key);
      }
      keys.forEach((key) => storage.removeItem(key));
    } catch {
      // Storage can be unavailable (privacy mode); nothing to clear then.
    }
  }
  clearPendingReferralCode();
}

function browserStorages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    // Reading the storage properties throws where storage is blocked.
    return [];
  }
}

/**
 * What remains once the user is signed out (sign-out, account deletion): their stored keys
 * are gone, the app moves to /d, and every cached query is dropped, so nothing of theirs is
 * shown to whoever signs in next. Navigate first, so the guards never see a signed-out app
 * screen.
 */
export function useForgetSignedInUser(): (options?: { replace?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options = {}) => {
      clearStoredAuthKeys();
      await navigate('/d', { replace: options.replace ?? false });
      queryClient.clear();
      setSessionUser(queryClient, null);
    },
    [navigate, queryClient],
  );
}

/**
 * Sign out everywhere (the API ends every session of the user), end this browser's push
 * reminders, clear what the browser kept of theirs and go to /d. On failure a destructive toast "Sign out failed" / "Please try
 * again."
 */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const forget = useForgetSignedInUser();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    const run = async (discardUnsent: boolean): Promise<void> => {
      const userId = queryClient.getQueryData<AuthUser | null>(sessionKeys.all)?.id;
      // Changes made on this device go to the server before the person leaves (decision 040);
      // offline they would be lost, so the person is asked first.
      if (isOnline()) await outbox.flush().catch(() => undefined);
      const unsent = outbox.snapshot().length;
      if (unsent > 0 && !discardUnsent) {
        void import('sonner').then(({ toast }) =>
          toast.warning(
            unsent === 1
              ? '1 change made on this device is not sent yet'
              : `${unsent} changes made on this device are not sent yet`,
            {
              description: isOnline()
                ? 'Signing out now discards them.'
                : 'Signing out now discards them. Go online to send them first.',
              action: { label: 'Sign out anyway', onClick: () => void run(true) },
            },
          ),
        );
        return;
      }
      setPending(true);
      // This browser stops getting the person's reminders: the device's removal is sent now,
      // while the session still holds, and signing out does not wait for it (an unanswered
      // removal is settled by the ended subscription).
      if (userId) void endThisBrowserPush(userId);
      // The locally stored keys are removed first, then the API call.
      clearStoredAuthKeys();
      try {
        // No network: the device forgets the person now, the server when it is back.
        if (isOnline()) await endServerSession();
        else setPendingSignOut(true);
      } catch (error) {
        if (isApiError(error, 'NETWORK')) setPendingSignOut(true);
        else {
          setPending(false);
          // sonner loads on demand: the public pages' shell does not need it to paint.
          void import('sonner').then(({ toast }) =>
            toast.error('Sign out failed', { description: 'Please try again.' }),
          );
          return;
        }
      }
      if (userId) await outbox.forget(userId);
      await forget();
      setPending(false);
    };
    await run(false);
  }, [forget, queryClient]);

  return { signOut, isPending };
}

/** The signed-in user's id; '' while signed out (routes behind the sign-in guard always have one). */
export function useUserId(): string {
  return useSession().user?.id ?? '';
}
