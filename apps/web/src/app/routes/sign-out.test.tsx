import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { installPush } from '../../testing/browser';
import { aUser } from '../../testing/fixtures';
import { apiError, handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, session, startSession } from '../../testing/server';

// Sign-out and the keys the browser stores: what the browser kept for the person goes
// with them; what belongs to the device stays.

const sam = aUser();
const DRAFT_KEY = `auth:onboarding-draft:${sam.id}`;
const DISMISSED_AT = String(Date.UTC(2026, 0, 5));

/** What a signed-in user's browser holds after a while of using the app. */
function storeWhatTheAppStores() {
  localStorage.setItem('theme', 'light');
  localStorage.setItem('pwa-install-dismissed', DISMISSED_AT);
  localStorage.setItem('pending-referral-code', 'ABCD2345');
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 2, values: { name: 'Sam' } }));
}

/** The dashboard itself has rendered (not the page-loading screen before it). */
async function dashboardShown() {
  await screen.findByRole('heading', { level: 1, name: /, Sam$/ });
}

function signOutButton() {
  return screen.getByRole('button', { name: 'Sign Out' });
}

function coinPill(coins: number) {
  return screen.findByRole('link', { name: `${coins} FlowCoins, recharge` });
}

let signOuts = 0;
beforeEach(() => {
  signOuts = 0;
  server.use(
    // Today's numbers and the plans of /d are not what these stories are about.
    handle(endpoints.dashboard.today, () => new Promise<never>(() => {})),
    handle(endpoints.commerce.config, () => new Promise<never>(() => {})),
    handle(endpoints.auth.signOut, () => {
      signOuts += 1;
      session.user = null;
      return undefined;
    }),
  );
});

describe('signing out', () => {
  it('removes what the browser kept for the user and keeps the device preferences', async () => {
    storeWhatTheAppStores();
    const { user } = renderApp('/dashboard', { user: sam });
    await dashboardShown();
    await user.click(signOutButton());

    await screen.findByRole('link', { name: 'Login' });
    expect(currentUrl()).toBe('/d');
    expect(signOuts).toBe(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem('pending-referral-code')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem('pwa-install-dismissed')).toBe(DISMISSED_AT);
  });

  it('forgets cached data: signing back in shows the balance as it is now', async () => {
    server.use(
      handle(endpoints.auth.signIn, () => {
        startSession(sam);
        return { user: sam };
      }),
      handle(endpoints.purchases.lookup, () => ({ purchaseDetected: false, coins: 0 })),
    );
    const { user } = renderApp('/dashboard', { user: sam, balance: 120 });
    await dashboardShown();
    expect(await coinPill(120)).toBeVisible();
    await user.click(signOutButton());
    await user.click(await screen.findByRole('link', { name: 'Login' }));

    // Meanwhile a purchase on another device credited 180 coins.
    session.balance = 300;
    await user.type(await screen.findByLabelText('Email'), sam.email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await dashboardShown();
    expect(await coinPill(300)).toBeVisible();
    expect(currentUrl()).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: '120 FlowCoins, recharge' })).toBeNull();
  });

  it('says so in an error toast when the server could not sign out, and stays', async () => {
    server.use(handle(endpoints.auth.signOut, () => apiError(500, 'INTERNAL', 'Internal error')));
    const { user } = renderApp('/dashboard', { user: sam });
    await dashboardShown();
    await user.click(signOutButton());

    const titleNode = await screen.findByText('Sign out failed');
    const shown = titleNode.closest('li');
    expect(shown).toHaveTextContent('Please try again.');
    expect(shown).toHaveAttribute('data-type', 'error');
    expect(currentUrl()).toBe('/dashboard');
    expect(signOutButton()).toBeEnabled();
  });
});

describe('signing out on a browser that gets push reminders', () => {
  const ENDPOINT = 'https://push.example/send/sams-phone';
  const KEPT_KEY = `push-device:${sam.id}`;
  let calls: string[];

  beforeEach(() => {
    calls = [];
    localStorage.setItem(KEPT_KEY, JSON.stringify({ endpoint: ENDPOINT, id: 'device-phone' }));
    server.use(
      handle(endpoints.push.remove, ({ params }) => {
        calls.push(`remove ${String(params.id)}${session.user ? '' : ' (signed out)'}`);
        return session.user ? undefined : apiError(401, 'UNAUTHENTICATED', 'Please sign in.');
      }),
      handle(endpoints.auth.signOut, () => {
        calls.push('sign out');
        session.user = null;
        return undefined;
      }),
    );
  });

  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('has the server forget this device before the session ends, and ends the subscription', async () => {
    const push = installPush({ permission: 'granted', subscribedAt: ENDPOINT });
    const { user } = renderApp('/dashboard', { user: sam });
    await dashboardShown();
    await user.click(signOutButton());

    await screen.findByRole('link', { name: 'Login' });
    expect(calls).toEqual(['remove device-phone', 'sign out']);
    expect(push.current()?.unsubscribed).toBe(true);
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });

  it('offline, ends the subscription and forgets the device without asking the server', async () => {
    const push = installPush({ permission: 'granted', subscribedAt: ENDPOINT });
    const { user } = renderApp('/dashboard', { user: sam });
    await dashboardShown();
    act(() => onlineManager.setOnline(false));
    await user.click(signOutButton());

    await screen.findByRole('link', { name: 'Login' });
    expect(calls).toEqual([]);
    expect(push.current()?.unsubscribed).toBe(true);
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });

  it('signs out even when the server cannot remove the device', async () => {
    server.use(handle(endpoints.push.remove, () => apiError(500, 'INTERNAL', 'Internal error')));
    const push = installPush({ permission: 'granted', subscribedAt: ENDPOINT });
    const { user } = renderApp('/dashboard', { user: sam });
    await dashboardShown();
    await user.click(signOutButton());

    await screen.findByRole('link', { name: 'Login' });
    expect(calls).toEqual(['sign out']);
    expect(push.current()?.unsubscribed).toBe(true);
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });
});

describe('deleting the account', () => {
  it('removes what the browser kept for the user, like signing out', async () => {
    let deleted = false;
    server.use(
      handle(endpoints.account.remove, () => {
        deleted = true;
        session.user = null;
        return undefined;
      }),
    );
    storeWhatTheAppStores();
    const { user } = renderApp('/profile', { user: sam });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'secret-password');
    await user.type(within(dialog).getByLabelText(/to confirm/), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await screen.findByText('Your account is deleted');
    expect(deleted).toBe(true);
    expect(currentUrl()).toBe('/d');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem('pending-referral-code')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem('pwa-install-dismissed')).toBe(DISMISSED_AT);
  });
});
