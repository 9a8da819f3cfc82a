import { endpoints, type Notification } from '@ketoflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The header's bell: the unread count, the inbox, and a notice that opens its screen.

const sam = aUser();

function aNotice(overrides: Partial<Notification>): Notification {
  return {
    id: crypto.randomUUID(),
    kind: 'fast_goal',
    title: 'Fast goal reached',
    body: 'You reached your 16-hour goal. End your fast when you are ready.',
    url: '/fasting-tracker',
    createdAt: '2026-11-28T09:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** Opens the bell's menu once the dashboard has rendered (not the loading screen before it). */
async function openBell(user: { click(element: Element): Promise<void> }, name: string) {
  await screen.findByRole('heading', { level: 1, name: /, Sam$/ });
  await user.click(await screen.findByRole('button', { name }));
  await screen.findByRole('menu');
}

let inbox: Notification[];
let readIds: string[];
beforeEach(() => {
  readIds = [];
  inbox = [
    aNotice({}),
    aNotice({ title: 'Weigh-in time', url: '/weight-tracker', readAt: '2026-11-27T08:00:00.000Z' }),
  ];
  const unread = () => inbox.filter((n) => n.readAt === null).length;
  server.use(
    handle(endpoints.dashboard.today, () => new Promise<never>(() => {})),
    handle(endpoints.fasting.current, () => new Promise<never>(() => {})),
    handle(endpoints.notifications.list, () => ({ items: inbox, unread: unread() })),
    handle(endpoints.notifications.markRead, ({ params }) => {
      readIds.push(String(params.id));
      inbox = inbox.map((n) =>
        n.id === params.id ? { ...n, readAt: new Date().toISOString() } : n,
      );
      return { unread: unread() };
    }),
    handle(endpoints.notifications.markAllRead, () => {
      inbox = inbox.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return { unread: 0 };
    }),
  );
});

describe('the notifications bell', () => {
  it('shows the unread count, and a notice opens its screen and is marked read', async () => {
    const { user } = renderApp('/dashboard', { user: sam });
    await openBell(user, 'Notifications, 1 unread');
    expect(await screen.findByText('Weigh-in time')).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: /Fast goal reached/ }));
    await waitFor(() => expect(currentUrl()).toBe('/fasting-tracker'));
    expect(readIds).toEqual([inbox[0]!.id]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it('marks everything read at once', async () => {
    inbox.push(aNotice({ title: 'New phase', url: '/metashift' }));
    const { user } = renderApp('/dashboard', { user: sam });
    await openBell(user, 'Notifications, 2 unread');
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    // The menu stays open, every notice now read.
    await waitFor(() => expect(screen.queryByText('(unread)')).toBeNull());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(inbox.every((n) => n.readAt !== null)).toBe(true);
  });

  it('says what will appear when there is nothing yet', async () => {
    inbox = [];
    const { user } = renderApp('/dashboard', { user: sam });
    await openBell(user, 'Notifications');
    expect(
      await screen.findByText(
        'No notifications yet. When a fast reaches its goal, you will find it here.',
      ),
    ).toBeVisible();
  });
});
