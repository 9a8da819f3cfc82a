import { endpoints } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server, startSession } from '../../testing/server';

const dashboardLoading = handle(endpoints.dashboard.today, () => new Promise<never>(() => {}));

beforeEach(() => {
  server.use(reply(endpoints.purchases.lookup, { purchaseDetected: false, coins: 0 }));
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the authenticator code after the password, then opens the app', async () => {
    const sam = aUser();
    const codes: unknown[] = [];
    server.use(
      reply(endpoints.auth.signIn, { twoFactorRequired: true as const }),
      handle(endpoints.twoFactor.signIn, ({ body }) => {
        codes.push(body);
        if (body.code !== '246810')
          return apiError(400, 'INVALID_SECOND_FACTOR', 'That code is not right.');
        startSession(sam);
        return { user: sam };
      }),
      dashboardLoading,
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), sam.email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.getByText(sam.email)).toBeVisible();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText(
        'That code is not right. Codes change every 30 seconds: try the current one.',
      ),
    ).toBeVisible();

    await user.clear(code);
    await user.type(code, '246 810');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: /, Sam$/ })).toBeVisible();
    expect(currentUrl()).toBe('/dashboard');
    expect(codes).toEqual([
      { method: 'totp', code: '111111' },
      { method: 'totp', code: '246810' },
    ]);
  });

  it('takes a backup code instead, and goes back to the password when the sign-in expired', async () => {
    const sam = aUser();
    server.use(
      reply(endpoints.auth.signIn, { twoFactorRequired: true as const }),
      handle(endpoints.twoFactor.signIn, () =>
        apiError(401, 'SECOND_FACTOR_EXPIRED', 'This sign-in has expired. Please sign in again.'),
      ),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), sam.email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // Back on the password form with the address kept.
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(sam.email);
  });
});

describe('profile: setting up two-factor sign-in', () => {
  it('asks for the password, shows the key and backup codes, and turns on with the first code', async () => {
    const sam = aUser();
    let enabled = false;
    server.use(
      handle(endpoints.twoFactor.status, () => ({ enabled })),
      handle(endpoints.twoFactor.setup, ({ body }) =>
        body.password === 'right-password'
          ? {
              totpUri:
                'otpauth://totp/KetoFlow:sam?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=KetoFlow',
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
              backupCodes: ['aaaaa-11111', 'bbbbb-22222'],
            }
          : apiError(400, 'INVALID_CREDENTIALS', 'That password is not right.'),
      ),
      handle(endpoints.twoFactor.confirm, () => {
        enabled = true;
        return { enabled: true };
      }),
    );
    const { user } = renderApp('/profile', { user: sam });
    const card = await screen.findByTestId('two-factor-card');
    expect(await within(card).findByText('Off')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(within(card).getByLabelText('Your password'), 'wrong');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await within(card).findByText('That password is not right.')).toBeVisible();

    await user.clear(within(card).getByLabelText('Your password'));
    await user.type(within(card).getByLabelText('Your password'), 'right-password');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await within(card).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Backup codes' })).toHaveTextContent(
      'aaaaa-11111bbbbb-22222',
    );
    expect(await within(card).findByRole('img', { name: /QR code/ })).toBeVisible();

    await user.type(within(card).getByLabelText('Authenticator code'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(card).findByText('On')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
  });
});

describe('profile: turning two-factor sign-in off', () => {
  it('needs the password and a current code; a wrong password asks for it again', async () => {
    const sam = aUser();
    let enabled = true;
    const sent: unknown[] = [];
    server.use(
      handle(endpoints.twoFactor.status, () => ({ enabled })),
      handle(endpoints.twoFactor.disable, ({ body }) => {
        sent.push(body);
        if (body.password !== 'right-password')
          return apiError(400, 'INVALID_CREDENTIALS', 'That password is not right.');
        if (body.code !== '112233')
          return apiError(400, 'INVALID_SECOND_FACTOR', 'That code is not right.');
        enabled = false;
        return { enabled: false };
      }),
    );
    const { user } = renderApp('/profile', { user: sam });
    const card = await screen.findByTestId('two-factor-card');
    await user.click(
      await within(card).findByRole('button', { name: 'Turn off two-factor sign-in' }),
    );
    await user.type(within(card).getByLabelText('Your password'), 'wrong');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await user.type(await within(card).findByLabelText('Authenticator code'), '112233');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    // Back to the password, with the reason.
    expect(await within(card).findByText('That password is not right.')).toBeVisible();

    await user.type(within(card).getByLabelText('Your password'), 'right-password');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await user.type(await within(card).findByLabelText('Authenticator code'), '999999');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await within(card).findByText(
        'That code is not right. Codes change every 30 seconds: try the current one.',
      ),
    ).toBeVisible();
    const code = within(card).getByLabelText('Authenticator code');
    await user.clear(code);
    await user.type(code, '112233');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(card).findByText('Off')).toBeVisible();
    expect(sent.at(-1)).toEqual({ password: 'right-password', method: 'totp', code: '112233' });
  });
});

describe('/admin step-up', () => {
  it('an admin whose second factor is stale confirms the code and the area opens', async () => {
    const sam = aUser();
    server.use(
      reply(endpoints.admin.access, {
        email: sam.email,
        role: 'admin' as const,
        secondFactor: 'required' as const,
      }),
      handle(endpoints.admin.stepUp, ({ body }) =>
        body.code === '135790'
          ? { email: sam.email, role: 'admin' as const, secondFactor: 'verified' as const }
          : apiError(400, 'INVALID_SECOND_FACTOR', 'That code is not right.'),
      ),
    );
    // Once open, /admin shows its users screen.
    server.use(reply(endpoints.adminUsers.list, { items: [], nextCursor: null }));
    const { user } = renderApp('/admin', { user: sam });
    await user.type(await screen.findByLabelText('Authenticator code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  it('an admin without an authenticator app can set one up right there', async () => {
    const sam = aUser();
    server.use(
      reply(endpoints.admin.access, {
        email: sam.email,
        role: 'admin' as const,
        secondFactor: 'not_enrolled' as const,
      }),
      reply(endpoints.twoFactor.status, { enabled: false }),
    );
    renderApp('/admin', { user: sam });
    const card = await screen.findByTestId('two-factor-card');
    expect(
      await within(card).findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeVisible();
  });
});
