import { UNSUBSCRIBE_LINK_INVALID, endpoints } from '@ketoflow/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The weekly summary e-mail's unsubscribe link opens this page, signed out. Opening it does
// nothing by itself (mail scanners open links); the button turns the e-mail off.

const GOOD = 'signed-token-of-ana';
let posted: string[];
let weeklyEmailOn: boolean;

beforeEach(() => {
  posted = [];
  weeklyEmailOn = true;
  server.use(
    handle(endpoints.reminders.unsubscribe, ({ query }) => {
      const token = query.get('token') ?? '';
      posted.push(token);
      if (token !== GOOD) return apiError(400, 'VALIDATION_FAILED', UNSUBSCRIBE_LINK_INVALID);
      const already = !weeklyEmailOn;
      weeklyEmailOn = false;
      return { unsubscribed: true as const, already };
    }),
  );
});

afterEach(() => {
  onlineManager.setOnline(true);
});

async function openLink(token: string | null) {
  const view = renderApp(
    token === null ? '/email/unsubscribe' : `/email/unsubscribe?token=${token}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Stop the weekly summary e-mail?' });
  return view;
}

describe('the weekly e-mail’s unsubscribe page', () => {
  it('asks first, and turns the e-mail off only when Unsubscribe is pressed', async () => {
    const { user } = await openLink(GOOD);
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get the weekly summary. You can turn it back on in your profile’s Reminders.',
    );
    expect(posted).toEqual([GOOD]);
    expect(weeklyEmailOn).toBe(false);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says so when the e-mail was already off', async () => {
    weeklyEmailOn = false;
    const { user } = await openLink(GOOD);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You had already unsubscribed from the weekly summary. You can turn it back on in your profile’s Reminders.',
    );
  });

  it('shows the server’s words for a link it refuses, with no button to press again', async () => {
    const { user } = await openLink('cut-short');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(posted).toEqual(['cut-short']);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    await openLink(null);
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('offline, keeps the button disabled and says it needs a connection', async () => {
    const { user } = await openLink(GOOD);
    act(() => onlineManager.setOnline(false));

    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Needs a connection — you’re offline.')).toBeVisible();
    await user.click(button);
    expect(posted).toEqual([]);

    act(() => onlineManager.setOnline(true));
    expect(button).toBeEnabled();
  });

  it('says the server could not be reached when the request fails on the way', async () => {
    server.use(handle(endpoints.reminders.unsubscribe, () => apiError(503, 'INTERNAL', 'Down')));
    const { user } = await openLink(GOOD);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toBeVisible();
    // Not the link's fault: the button stays, to try again.
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
