import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, session, startSession } from '../../testing/server';

// The pauses of /auth: a new account moves on to onboarding one second after its welcome toast,
// and a buyer who has just set a password is signed in 1.5 seconds later, so each toast can be
// read first. The fields are filled on real timers; from the moment the form is sent the clock
// is held (setTimeout only, so the page's requests still run) and moved by hand. Testing
// Library's async queries wait on setTimeout, so while the clock is held `until` waits instead.

type Driver = ReturnType<typeof renderApp>['user'];

/** The toast sonner shows, found by its title. */
async function toast(title: string) {
  const titleNode = await screen.findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`"${title}" is not in a toast`);
  return item;
}

/**
 * Waits in real time until `check` passes. The held clock does not move: only what is due now
 * runs (sonner, for one, shows a toast on a zero-delay timer).
 */
async function until(check: () => void) {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** The toast with `title` while the clock is held: its text. */
async function heldToast(title: string): Promise<string> {
  await until(() => screen.getByText(title));
  return screen.getByText(title).closest('li')?.textContent ?? '';
}

/** Sends the form with the clock held: only `advance` moves it from here on. */
function submitWithClockHeld(buttonName: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

/** Setup mode with a code the buyer already has, the address and a new password. */
async function fillSetup(user: Driver) {
  await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
  await user.click(screen.getByRole('button', { name: 'I already have a code' }));
  await user.type(screen.getByLabelText('Code from the email'), '12345678');
  await user.type(screen.getByLabelText('Password'), 'new-password');
  await user.type(screen.getByLabelText('Confirm password'), 'new-password');
}

const buyer = aUser({ email: 'buyer@example.com' });
let signIns = 0;

beforeEach(() => {
  signIns = 0;
  server.use(
    reply(endpoints.purchases.lookup, { purchaseDetected: false, coins: 0 }),
    // Dashboard numbers are not what these stories are about: they stay loading.
    handle(endpoints.dashboard.today, () => new Promise<never>(() => {})),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('after sign-up', () => {
  it('moves on to onboarding one second after the welcome, not before', async () => {
    server.use(
      handle(endpoints.auth.signUp, ({ body }) => {
        const created = aUser({ email: body.email, emailVerified: false });
        startSession(created);
        session.onboarding = null;
        return { user: created, emailVerificationRequired: false };
      }),
    );
    const { user, router } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-password');
    submitWithClockHeld('Create Account');

    await heldToast('Account created');
    await advance(999);
    // Not even on its way: /onboarding's screen loads before the address changes.
    expect(router.state.navigation.state).toBe('idle');
    expect(currentUrl()).toBe('/auth?mode=sign-up');
    await advance(1);
    await until(() => expect(currentUrl()).toBe('/onboarding'));
  });
});

describe('after the buyer sets a password', () => {
  it('signs in 1.5 seconds after "Password set", not before', async () => {
    server.use(
      reply(endpoints.purchases.setupPassword, { success: true, coinsAvailable: 270 }),
      handle(endpoints.auth.signIn, () => {
        signIns += 1;
        startSession(buyer);
        return { user: buyer };
      }),
    );
    const { user } = renderApp('/auth?mode=setup');
    await fillSetup(user);
    submitWithClockHeld('Set Password');

    expect(await heldToast('Password set')).toContain('270 FlowCoins are waiting for you.');
    await advance(1499);
    expect(signIns).toBe(0);
    await advance(1);
    await until(() => expect(signIns).toBe(1));
    await until(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('asks to sign in when the automatic sign-in fails, with the passwords cleared', async () => {
    server.use(
      reply(endpoints.purchases.setupPassword, { success: true, coinsAvailable: 0 }),
      reply(
        endpoints.auth.signIn,
        apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
      ),
    );
    const { user } = renderApp('/auth?mode=setup');
    await fillSetup(user);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    await toast('Password set! Please sign in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(currentUrl()).toBe('/auth');
  });

  it('says the setup failed when the server could not say why', async () => {
    server.use(
      reply(endpoints.purchases.setupPassword, apiError(500, 'INTERNAL', 'Internal error')),
    );
    const { user } = renderApp('/auth?mode=setup');
    await fillSetup(user);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await toast('Setup failed')).toHaveTextContent(
      'Failed to set up password. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Setup' })).toBeVisible();
  });
});
