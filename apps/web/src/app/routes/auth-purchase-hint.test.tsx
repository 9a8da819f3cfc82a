import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// A Digistore24 buyer's account exists before its owner has a password. Typing that address on
// the sign-in form says so and offers the way to set one, without a failed sign-in first.

const BUYER = 'buyer@example.com';

/**
 * The addresses the page asked the purchase lookup about, in order: read from every request
 * that left the page, so one the API would refuse as malformed counts too.
 */
let lookedUp: string[] = [];

async function recordLookup({ request }: { request: Request }) {
  if (new URL(request.url).pathname !== endpoints.purchases.lookup.path) return;
  const body = (await request.clone().json()) as { email: string };
  lookedUp.push(body.email);
}

beforeEach(() => {
  lookedUp = [];
  server.events.on('request:start', recordLookup);
  server.use(
    handle(endpoints.purchases.lookup, ({ body }) =>
      body.email === BUYER
        ? { purchaseDetected: true, coins: 1270 }
        : { purchaseDetected: false, coins: 0 },
    ),
  );
});

afterEach(() => {
  server.events.removeListener('request:start', recordLookup);
});

/** Waits longer than the lookup's pause after typing, so a lookup that would come has come. */
function typingPause() {
  return new Promise((resolve) => setTimeout(resolve, 700));
}

describe('/auth sign in, for a reseller buyer', () => {
  it('shows "Purchase Detected" with the coins and a button that opens the password setup', async () => {
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), BUYER);

    expect(await screen.findByRole('status')).toHaveTextContent('Purchase Detected (1,270 coins)');
    await user.click(screen.getByRole('button', { name: 'Set Up Your DigiStore24 Password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Setup' }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/auth?mode=setup');
    // The address carries over; the buyer now chooses and confirms a password.
    expect(screen.getByLabelText('Email')).toHaveValue(BUYER);
    expect(screen.getByLabelText('Confirm password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeVisible();
    expect(screen.queryByText(/Purchase Detected/)).not.toBeInTheDocument();
  });

  it('does not ask about an address without a dot, and asks once the dot is typed', async () => {
    const { user } = renderApp('/auth');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'buyer@example');
    await typingPause();
    expect(lookedUp).toEqual([]);
    expect(screen.queryByText(/Purchase Detected/)).not.toBeInTheDocument();

    await user.type(email, '.com');
    expect(await screen.findByText(/Purchase Detected/)).toBeVisible();
    expect(lookedUp).toEqual([BUYER]);
  });

  it('does not ask about an address without "@"', async () => {
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'buyer.example.com');
    await typingPause();
    expect(lookedUp).toEqual([]);
    expect(
      screen.queryByRole('button', { name: 'Set Up Your DigiStore24 Password' }),
    ).not.toBeInTheDocument();
  });

  it('shows nothing for an address without a purchase', async () => {
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await waitFor(() => expect(lookedUp).toEqual(['sam@example.com']));
    await typingPause();
    expect(screen.queryByText(/Purchase Detected/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Set Up Your DigiStore24 Password' }),
    ).not.toBeInTheDocument();
  });

  it('is a sign-in hint only: signing up with a buyer’s address neither asks nor shows it', async () => {
    const { user } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Email'), BUYER);
    await typingPause();
    expect(lookedUp).toEqual([]);
    expect(screen.queryByText(/Purchase Detected/)).not.toBeInTheDocument();
  });
});
