import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, session, startSession } from '../../testing/server';

// The /auth form itself: the password can be shown while typing, the six-character minimum
// belongs to choosing a password (sign-up), not to entering one (sign-in: older accounts may
// have shorter ones), and a failure the page cannot explain gets one plain message.

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** The toast sonner shows, found by its title. */
async function toast(title: string) {
  const titleNode = await screen.findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`"${title}" is not in a toast`);
  return item;
}

beforeEach(() => {
  server.use(
    reply(endpoints.purchases.lookup, { purchaseDetected: false, coins: 0 }),
    // Dashboard numbers are not what these stories are about: they stay loading.
    handle(endpoints.dashboard.today, () => new Promise<never>(() => {})),
  );
});

describe('the password field', () => {
  it('shows the typed password on request and hides it again', async () => {
    const { user } = renderApp('/auth');
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'secret-password');
    expect(field).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('secret-password');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('a password shorter than six characters', () => {
  it('is sent as it is when signing in', async () => {
    const sam = aUser();
    const sent: unknown[] = [];
    server.use(
      handle(endpoints.auth.signIn, ({ body }) => {
        sent.push(body);
        startSession(sam);
        return { user: sam };
      }),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: /, Sam$/ })).toBeVisible();
    expect(sent).toEqual([{ email: 'sam@example.com', password: 'abc' }]);
    expect(screen.queryByText('Password too short')).toBeNull();
  });

  it('is refused before anything is sent when signing up', async () => {
    let signUps = 0;
    server.use(
      handle(endpoints.auth.signUp, () => {
        signUps += 1;
        return apiError(500, 'INTERNAL', 'not expected');
      }),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'abcde');
    await user.type(screen.getByLabelText('Confirm password'), 'abcde');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await toast('Password too short')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(signUps).toBe(0);
  });
});

describe('a failure the page cannot explain', () => {
  it('is "an unexpected error" when signing in', async () => {
    server.use(reply(endpoints.auth.signIn, apiError(500, 'INTERNAL', 'Internal error')));
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await toast('Sign in failed')).toHaveTextContent(UNEXPECTED);
    expect(currentUrl()).toBe('/auth');
  });

  it('is "an unexpected error" when signing up', async () => {
    server.use(reply(endpoints.auth.signUp, apiError(500, 'INTERNAL', 'Internal error')));
    const { user } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await toast('Sign up failed')).toHaveTextContent(UNEXPECTED);
    expect(session.user).toBeNull();
  });
});
