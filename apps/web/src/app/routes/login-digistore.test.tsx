import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints, type ThankYouParams } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// /login-digistore is where Digistore24 sends its buyers to sign in. Their account was made
// with the checkout e-mail and already holds the coins; what is missing is a password. With a
// signed link from Digistore24 the page shows the order and takes the password at once.

describe('/login-digistore, the reseller sign-in entry', () => {
  it('offers a buyer without a link the two ways in: set up a password, or sign in', async () => {
    const { user } = renderApp('/login-digistore');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digistore24 sign-in' }),
    ).toBeVisible();
    expect(document.title).toBe('Digistore24 sign-in | KetoFlow');
    expect(
      screen.getByText(
        'Bought KetoFlow through Digistore24? Your account was created with the email you used at checkout.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Your FlowCoins were credited to the account of your checkout email.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

    await user.click(screen.getByRole('link', { name: 'Set up my password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Setup' }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/auth?mode=setup');
  });

  it('is not guarded: a signed-in user mid-onboarding sees it too, not the onboarding gate', async () => {
    renderApp('/login-digistore', { user: aUser(), onboarding: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digistore24 sign-in' }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/login-digistore');
  });

  it('with a signed link, welcomes the buyer with the order and asks for the password', async () => {
    const sent: ThankYouParams[] = [];
    server.use(
      handle(endpoints.purchases.thankYou, ({ body }) => {
        sent.push(body.params);
        return {
          orderId: 'DS24-ORDER-1',
          email: 'buyer@example.com',
          productName: null,
          orderReceived: true,
          plan: 'yearly' as const,
          coinsCredited: 1270,
          passwordRequired: true,
        };
      }),
    );
    renderApp('/login-digistore?order_id=DS24-ORDER-1&email=buyer%40example.com&sha_sign=ABC123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome from DigiStore24!' }),
    ).toBeVisible();
    // The whole query goes to the server, which checks the signature.
    expect(sent).toEqual([
      { order_id: 'DS24-ORDER-1', email: 'buyer@example.com', sha_sign: 'ABC123' },
    ]);
    expect(await screen.findByText('Yearly Pro')).toBeVisible();
    expect(screen.getByText('1,270')).toBeVisible();
    expect(screen.getByText('Next step: choose your password')).toBeVisible();
    // The address is the one the purchase was made with; the buyer only picks a password.
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('Confirm password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeVisible();
  });
});
