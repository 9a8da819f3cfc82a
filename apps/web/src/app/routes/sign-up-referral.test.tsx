import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type SignUpBody } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, session, startSession } from '../../testing/server';

// A visitor who arrived through a friend's /ref/{code} link signs up: referral
// processing runs after sign-up when a pending referral code exists, and the code is then
// removed. The API processes the code once the account exists; a refused code is silent,
// a failure never costs the account and is answered with `referralFailed`, which the page
// turns into a message to check the e-mail and verify.

const PENDING_KEY = 'pending-referral-code';
const CODE = 'ABCD2345';

let sent: SignUpBody[] = [];
beforeEach(() => {
  sent = [];
  localStorage.setItem(PENDING_KEY, CODE);
  server.use(reply(endpoints.purchases.lookup, { purchaseDetected: false, coins: 0 }));
});

async function signUpAs(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.type(screen.getByLabelText('Confirm password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('signing up with a pending referral code', () => {
  it('sends the code; when its processing failed, says to check the e-mail and verify', async () => {
    server.use(
      handle(endpoints.auth.signUp, ({ body }) => {
        sent.push(body);
        // The referral step failed on the server; the account exists all the same.
        return {
          user: aUser({ email: body.email, emailVerified: false }),
          emailVerificationRequired: true,
          referralFailed: true as const,
        };
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await signUpAs(user, 'invited@example.com');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(screen.getByText('Please check your email and verify your account.')).toBeVisible();
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      'invited@example.com',
    );
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();
    expect(sent).toEqual([
      { email: 'invited@example.com', password: 'secret-password', referralCode: CODE },
    ]);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('without e-mail confirmation, welcomes the new user into onboarding', async () => {
    const invited = aUser({ email: 'invited@example.com', emailVerified: false });
    server.use(
      handle(endpoints.auth.signUp, ({ body }) => {
        sent.push(body);
        startSession(invited);
        session.onboarding = null;
        return { user: invited, emailVerificationRequired: false };
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await signUpAs(user, invited.email);

    expect(await screen.findByText('Account created')).toBeVisible();
    expect(screen.getByText(/^Welcome to .+! Let's set up your plan\.$/)).toBeVisible();
    await screen.findByRole('button', { name: /Next|Continue/ });
    expect(currentUrl()).toBe('/onboarding');
    expect(sent[0]?.referralCode).toBe(CODE);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('without e-mail confirmation, a failed referral is told to check the e-mail and verify', async () => {
    const invited = aUser({ email: 'late@example.com', emailVerified: false });
    server.use(
      handle(endpoints.auth.signUp, () => {
        startSession(invited);
        session.onboarding = null;
        return { user: invited, emailVerificationRequired: false, referralFailed: true as const };
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await signUpAs(user, invited.email);

    expect(await screen.findByText('Account created')).toBeVisible();
    expect(screen.getByText('Please check your email and verify your account.')).toBeVisible();
    await screen.findByRole('button', { name: /Next|Continue/ });
    expect(currentUrl()).toBe('/onboarding');
  });

  it('keeps the code when the account could not be created, for the next attempt', async () => {
    server.use(
      reply(endpoints.auth.signUp, apiError(409, 'USER_ALREADY_EXISTS', 'User already exists')),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await signUpAs(user, 'taken@example.com');

    expect(await screen.findByText('Sign up failed')).toBeVisible();
    expect(localStorage.getItem(PENDING_KEY)).toBe(CODE);
  });
});
