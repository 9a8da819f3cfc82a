import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, session, startSession } from '../../testing/server';

/** The toast sonner shows, found by its title. */
async function toast(title: string) {
  const titleNode = await screen.findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`"${title}" is not in a toast`);
  return item;
}

/** Dashboard numbers are not what these stories are about: they stay loading. */
const dashboardLoading = handle(endpoints.dashboard.today, () => new Promise<never>(() => {}));

beforeEach(() => {
  // Typing an address asks whether it bought through the reseller; here it never did.
  server.use(reply(endpoints.purchases.lookup, { purchaseDetected: false, coins: 0 }));
});

describe('/auth sign in', () => {
  it('asks for the missing fields before sending anything', async () => {
    const { user } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const shown = await toast('Missing information');
    expect(shown).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('says so when the password is wrong, and stays on the form', async () => {
    server.use(
      reply(
        endpoints.auth.signIn,
        apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
      ),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const shown = await toast('Sign in failed');
    expect(shown).toHaveTextContent('Invalid email or password. Please check your credentials.');
    expect(currentUrl()).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('explains an unconfirmed address and offers to resend the link', async () => {
    server.use(
      reply(endpoints.auth.signIn, apiError(403, 'EMAIL_NOT_CONFIRMED', 'Email not confirmed')),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await toast('Sign in failed')).toHaveTextContent(
      'Please check your email and click the confirmation link before signing in.',
    );
    expect(screen.getByText(/Your email address is not confirmed yet/)).toHaveTextContent(
      'sam@example.com',
    );
  });

  it('signs in with the normalised address and opens the dashboard when onboarding is done', async () => {
    const sam = aUser();
    const sent: unknown[] = [];
    server.use(
      handle(endpoints.auth.signIn, ({ body }) => {
        sent.push(body);
        startSession(sam);
        return { user: sam };
      }),
      dashboardLoading,
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), '  Sam@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: /, Sam$/ })).toBeVisible();
    expect(currentUrl()).toBe('/dashboard');
    expect(sent).toEqual([{ email: 'sam@example.com', password: 'secret-password' }]);
  });

  it('sends a user who has not finished onboarding to /onboarding', async () => {
    const sam = aUser();
    server.use(
      handle(endpoints.auth.signIn, () => {
        startSession(sam);
        session.onboarding = null;
        return { user: sam };
      }),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('button', { name: /Next|Continue/ });
    expect(currentUrl()).toBe('/onboarding');
  });
});

describe('/auth sign up', () => {
  async function fill(
    user: ReturnType<typeof renderApp>['user'],
    values: { email: string; password: string; confirm: string },
  ) {
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    if (values.email) await user.type(email, values.email);
    for (const [label, value] of [
      ['Password', values.password],
      ['Confirm password', values.confirm],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('checks matching passwords, their length and the address, in that order', async () => {
    const { user } = renderApp('/auth?mode=sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join KetoFlow' })).toBeVisible();

    await fill(user, { email: 'sam@example.com', password: 'abcdef', confirm: 'abcdeg' });
    expect(await toast("Passwords don't match")).toHaveTextContent(
      'Please make sure your passwords match.',
    );
    await fill(user, { email: 'sam@example.com', password: 'abc', confirm: 'abc' });
    expect(await toast('Password too short')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    await fill(user, { email: 'sam@example', password: 'abcdef', confirm: 'abcdef' });
    expect(await toast('Invalid email')).toHaveTextContent('Please enter a valid email address.');
  });

  it('tells an existing user to sign in instead', async () => {
    server.use(
      reply(endpoints.auth.signUp, apiError(409, 'USER_ALREADY_EXISTS', 'User already exists')),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await fill(user, {
      email: 'sam@example.com',
      password: 'secret-password',
      confirm: 'secret-password',
    });

    const shown = await toast('Sign up failed');
    expect(shown).toHaveTextContent(
      'An account with this email already exists. Please sign in instead.',
    );
    await user.click(within(shown).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  it('creates the account, welcomes the user and moves on to onboarding', async () => {
    const sam = aUser({ emailVerified: false });
    server.use(
      handle(endpoints.auth.signUp, ({ body }) => {
        startSession({ ...sam, email: body.email });
        session.onboarding = null;
        return { user: { ...sam, email: body.email }, emailVerificationRequired: false };
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await fill(user, {
      email: 'Sam@Example.com',
      password: 'secret-password',
      confirm: 'secret-password',
    });

    expect(await toast('Account created')).toHaveTextContent('Welcome to KetoFlow!');
    await screen.findByRole('button', { name: /Next|Continue/ });
    expect(currentUrl()).toBe('/onboarding');
  });

  it('asks to confirm the address when the server requires it', async () => {
    server.use(
      reply(endpoints.auth.signUp, {
        user: aUser({ emailVerified: false }),
        emailVerificationRequired: true,
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await fill(user, {
      email: 'sam@example.com',
      password: 'secret-password',
      confirm: 'secret-password',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent('sam@example.com');
  });
});
