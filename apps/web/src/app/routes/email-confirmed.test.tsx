import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

/** The link in the confirmation e-mail brings the person back to the site root. */
describe('back from the e-mail’s confirmation link', () => {
  it('sends a person the link signed in on to their dashboard, saying the address is confirmed', async () => {
    // The dashboard's numbers are not what this is about: they stay loading.
    server.use(handle(endpoints.dashboard.today, () => new Promise<never>(() => {})));
    renderApp('/?verified=1', { user: aUser() });

    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(await screen.findByText('Your email is confirmed.')).toBeVisible();
  });

  it('shows a visitor who is not signed in that the address is confirmed, beside the sign-in form', async () => {
    renderApp('/?verified=1');

    expect(
      await screen.findByText(/Your email is confirmed\. Sign in to continue\./),
    ).toBeVisible();
    expect(currentUrl()).toBe('/auth?verified=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  it('says so when the link was invalid or expired (the server adds its error)', async () => {
    renderApp('/?verified=1&error=INVALID_TOKEN');

    expect(
      await screen.findByText(/This confirmation link is invalid or has expired/),
    ).toBeVisible();
    expect(currentUrl()).toBe('/auth?verified=0');
    expect(
      screen.queryByText('Your email is confirmed. Sign in to continue.'),
    ).not.toBeInTheDocument();
  });
});
