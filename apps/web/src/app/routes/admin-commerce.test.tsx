import { endpoints, type AdminEmail, type AdminOrder } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const sam = aUser();

beforeEach(() => {
  server.use(
    reply(endpoints.admin.access, {
      email: sam.email,
      role: 'admin' as const,
      secondFactor: 'verified' as const,
    }),
  );
});

const order = (over: Partial<AdminOrder>): AdminOrder => ({
  id: crypto.randomUUID(),
  orderId: 'ORDER1',
  plan: 'monthly',
  productName: 'Monthly Pro',
  status: 'paid',
  subscriptionStatus: 'active',
  billingType: 'subscription',
  coinsCredited: 500,
  amount: '20.00',
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  productId: '1001',
  buyerEmail: 'jane@example.com',
  userId: 'u1',
  paySequenceNo: 1,
  nextPaymentAt: null,
  state: 'paid',
  buyerHasPassword: false,
  ...over,
});

describe('/admin/orders', () => {
  it('searches by e-mail, filters by state and loads more pages', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      handle(endpoints.adminCommerce.orders, ({ query }) => {
        asked.push(query);
        if (query.get('cursor'))
          return { items: [order({ orderId: 'ORDER3', state: 'refunded' })], nextCursor: null };
        return {
          items: [order({}), order({ orderId: 'ORDER2', state: 'rebilled', paySequenceNo: 2 })],
          nextCursor: 'next',
        };
      }),
    );
    const { user } = renderApp('/admin/orders', { user: sam });
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByText('Rebilled')).toBeVisible();

    await user.type(screen.getByLabelText('Order id, buyer e-mail or product id'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Search orders' }));
    await screen.findByRole('list', { name: 'Orders' });
    expect(asked.at(-1)?.get('q')).toBe('jane@');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('ORDER3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: /ORDER1/ })).toHaveAttribute(
      'href',
      '/admin/orders/ORDER1',
    );
  });
});

describe('/admin/emails', () => {
  const failed: AdminEmail = {
    id: '8d0d1c39-4a59-4c61-9b0e-0d5a4f3b1e11',
    to: 'jane@example.com',
    subject: 'Reset your KetoFlow password',
    kind: 'password_reset',
    status: 'failed',
    attempts: 1,
    lastError: '451 try later',
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
  };

  it('previews a failed e-mail and sends it again', async () => {
    let current: AdminEmail = failed;
    let resent = 0;
    server.use(
      handle(endpoints.adminOutbox.list, () => ({
        items: [current],
        nextCursor: null,
        backlog: { stored: 0, failed: current.status === 'failed' ? 1 : 0 },
      })),
      handle(endpoints.adminOutbox.get, () => ({
        ...current,
        body:
          current.status === 'sent' ? null : 'Choose a new password: https://x/auth?token=[hidden]',
        html: null,
      })),
      handle(endpoints.adminOutbox.resend, ({ body }) => {
        expect(body.reason).toBe('Customer asked again');
        resent += 1;
        current = { ...failed, status: 'sent', attempts: 2, sentAt: failed.createdAt };
        return current;
      }),
    );
    const { user } = renderApp('/admin/emails', { user: sam });
    expect(
      await screen.findByText('Not delivered: 1 failed, 0 stored (no mail server).'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Reset your KetoFlow password/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/token=\[hidden\]/)).toBeVisible();
    expect(within(dialog).getByText('Last error: 451 try later')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    const ask = await screen.findByRole('dialog', { name: 'Send this e-mail again?' });
    await user.type(within(ask).getByLabelText('Reason'), 'Customer asked again');
    await user.click(within(ask).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail sent')).toBeVisible();
    expect(resent).toBe(1);
    expect(await screen.findByText(/The text of a sent e-mail is not kept/)).toBeVisible();
  });

  it('filters by kind and shows a weekly summary’s HTML part in a sandbox', async () => {
    const weekly: AdminEmail = {
      ...failed,
      id: '3c3a3c1e-7b0e-4c1a-9d43-5b7f9a0c2d10',
      subject: 'Your KetoFlow week: 5 of 7 days logged',
      kind: 'weekly_summary',
      status: 'stored',
      lastError: null,
    };
    const kinds: (string | null)[] = [];
    server.use(
      handle(endpoints.adminOutbox.list, ({ query }) => {
        kinds.push(query.get('kind'));
        const items = [failed, weekly].filter(
          (e) => !query.get('kind') || e.kind === query.get('kind'),
        );
        return { items, nextCursor: null, backlog: { stored: 1, failed: 1 } };
      }),
      handle(endpoints.adminOutbox.get, () => ({
        ...weekly,
        body: 'Your week. Unsubscribe: https://x/u?token=[hidden]',
        html: '<p>Your week, <b>Maria</b></p>',
      })),
    );
    const { user } = renderApp('/admin/emails', { user: sam });
    const list = await screen.findByRole('list', { name: 'E-mails' });
    expect(within(list).getByText(/Password reset · jane@example.com/)).toBeVisible();
    await user.click(screen.getByLabelText('Kind'));
    await user.click(await screen.findByRole('option', { name: 'Weekly summary' }));
    await screen.findByText(/Weekly summary · jane@example.com/);
    expect(screen.queryByText(/Password reset · jane@example.com/)).toBeNull();
    expect(kinds.at(-1)).toBe('weekly_summary');
    await user.click(screen.getByRole('button', { name: /Your KetoFlow week/ }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('HTML part of the e-mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Your week, <b>Maria</b></p>');
  });
});
