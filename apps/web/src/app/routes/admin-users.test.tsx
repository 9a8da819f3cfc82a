import { endpoints, type AdminUserDetail, type AdminUserRow } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The admin area once the server has let this session in: /admin/users and a user's page.

const admin = aUser({ id: 'admin-1', email: 'ops@example.com' });
const CREATED = '2026-01-05T10:00:00.000Z';

const row = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u-1',
  email: 'maria@example.com',
  role: 'user',
  createdAt: CREATED,
  emailConfirmed: true,
  onboarded: true,
  buyer: true,
  banned: false,
  lastActiveAt: null,
  ...overrides,
});

const detail = (balance: number): AdminUserDetail => ({
  account: { ...row(), name: 'maria', banReason: null, banExpires: null, sessions: 2 },
  onboarding: null,
  wallet: { balance },
  orders: [],
  referrals: { referredBy: null, asReferrer: [] },
  aiActions: [],
  recentActivity: [],
});

function asVerifiedAdmin() {
  server.use(
    reply(endpoints.admin.access, { email: admin.email, role: 'admin', secondFactor: 'verified' }),
    reply(endpoints.adminUsers.ledger, { items: [], nextCursor: null }),
  );
}

describe('/admin/users', () => {
  it('lists users, searches by e-mail and pages with the server’s cursor', async () => {
    asVerifiedAdmin();
    const asked: string[] = [];
    server.use(
      handle(endpoints.adminUsers.list, ({ query }) => {
        asked.push(query.toString());
        if (query.get('cursor') === 'next')
          return { items: [row({ id: 'u-2', email: 'mark@example.com' })], nextCursor: null };
        return { items: [row()], nextCursor: 'next' };
      }),
    );
    const { user } = renderApp('/admin', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect((await screen.findAllByText('maria@example.com')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findAllByText('mark@example.com')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MAR');
    await expect.poll(() => asked.at(-1)).toContain('q=MAR');
  });

  it('credits coins with a reason; a retry of the same values reuses its Idempotency-Key', async () => {
    asVerifiedAdmin();
    let balance = 5;
    const keys: string[] = [];
    server.use(
      handle(endpoints.adminUsers.get, () => detail(balance)),
      handle(endpoints.adminUsers.adjustCoins, ({ request, body }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        if (keys.length === 1) return apiError(503, 'INTERNAL', 'Try again');
        if (body.direction === 'debit' && body.amount > balance)
          return apiError(402, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
        balance += body.direction === 'credit' ? body.amount : -body.amount;
        return {
          entry: {
            id: '9',
            amount: body.amount,
            reason: 'admin_adjustment' as const,
            reference: null,
            balanceAfter: balance,
            createdAt: CREATED,
          },
          balance,
          replayed: false,
        };
      }),
    );
    const { user } = renderApp('/admin/users/u-1', { user: admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'maria@example.com' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adjust coins' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Coins'), '10');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Credit coins' }));
    expect(await within(dialog).findByText(/That did not go through/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Credit coins' }));
    expect(await screen.findByText('Credited 10 coins')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the coins as a JSON number and refuses "1e3" in the form before anything is sent', async () => {
    asVerifiedAdmin();
    const sent: unknown[] = [];
    server.use(
      handle(endpoints.adminUsers.get, () => detail(0)),
      handle(endpoints.adminUsers.adjustCoins, ({ body }) => {
        sent.push(body);
        const entry = {
          id: '9',
          amount: body.amount,
          reason: 'admin_adjustment' as const,
          reference: null,
          balanceAfter: body.amount,
          createdAt: CREATED,
        };
        return { entry, balance: body.amount, replayed: false };
      }),
    );
    const { user } = renderApp('/admin/users/u-1', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Adjust coins' }));
    const dialog = await screen.findByRole('dialog');
    const coins = within(dialog).getByLabelText('Coins');
    await user.type(coins, '1e3');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Credit coins' }));
    expect(await within(dialog).findByText('Whole coins only, in digits.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(coins);
    await user.type(coins, ' 12 ');
    await user.click(within(dialog).getByRole('button', { name: 'Credit coins' }));
    expect(await screen.findByText('Credited 12 coins')).toBeVisible();
    expect(sent).toEqual([{ direction: 'credit', amount: 12, reason: 'Goodwill' }]);
  });

  it('deletes an account only once its e-mail is typed, then returns to the list', async () => {
    asVerifiedAdmin();
    const deleted: unknown[] = [];
    server.use(
      handle(endpoints.adminUsers.get, () => detail(0)),
      handle(endpoints.adminUsers.delete, ({ body }) => {
        deleted.push(body);
        return undefined;
      }),
      reply(endpoints.adminUsers.list, { items: [], nextCursor: null }),
    );
    const { user } = renderApp('/admin/users/u-1', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by e-mail');
    await user.type(within(dialog).getByLabelText(/to confirm/), 'maria@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('Type the account’s e-mail address exactly.'),
    ).toBeVisible();
    expect(deleted).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/to confirm/));
    await user.type(within(dialog).getByLabelText(/to confirm/), 'MARIA@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(deleted).toEqual([{ reason: 'Asked by e-mail', confirmEmail: 'MARIA@example.com' }]);
  });
});
