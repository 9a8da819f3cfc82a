import { endpoints } from '@ketoflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { apiError, handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// /admin has no router guard: what it shows follows the server's answer.

const sam = aUser();

describe('/admin', () => {
  it('tells a signed-in member it is not for them, and shows nothing of the admin area', async () => {
    server.use(
      handle(endpoints.admin.access, () =>
        apiError(403, 'FORBIDDEN', 'This area is for the team that runs the app.'),
      ),
    );
    renderApp('/admin', { user: sam });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull();
  });

  it('tells an admin the area waits for two-factor sign-in', async () => {
    server.use(
      handle(endpoints.admin.access, () => ({
        email: sam.email,
        role: 'admin' as const,
        secondFactor: 'not_enrolled' as const,
      })),
      handle(endpoints.twoFactor.status, () => ({ enabled: false })),
    );
    renderApp('/admin', { user: sam });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' }),
    ).toBeVisible();
    expect(
      screen.getByText('Two-factor sign-in is not set up for this account yet.'),
    ).toBeVisible();
  });

  it('asks the owner of an admin address to confirm it, sends the link, and opens once it is confirmed', async () => {
    let confirmed = false;
    const sent: string[] = [];
    server.use(
      handle(endpoints.admin.access, () =>
        confirmed
          ? { email: sam.email, role: 'admin' as const, secondFactor: 'not_enrolled' as const }
          : apiError(
              403,
              'ADMIN_EMAIL_NOT_CONFIRMED',
              'Confirm your e-mail address to open the admin area: we can send you the link.',
            ),
      ),
      handle(endpoints.auth.resendVerification, ({ body }) => {
        sent.push(body.email);
        return { ok: true as const };
      }),
      handle(endpoints.twoFactor.status, () => ({ enabled: false })),
    );
    const { user } = renderApp('/admin', { user: sam });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(/We sent a confirmation link to/)).toBeVisible();
    expect(sent).toEqual([sam.email]);

    confirmed = true;
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' }),
    ).toBeVisible();
  });

  it('invites a signed-out visitor to sign in', async () => {
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
