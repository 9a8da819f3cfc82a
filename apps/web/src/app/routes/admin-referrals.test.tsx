import { endpoints, type AdminReferralItem } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const sam = aUser();

describe('/admin/referrals', () => {
  it('shows the totals and revokes a referral with a reason', async () => {
    let item: AdminReferralItem = {
      id: '0b0e7d1c-5a3f-4a67-9d5e-2f0c1b7a9e10',
      referrerId: 'r1',
      referrerEmail: 'ref@example.com',
      refereeId: 'f1',
      refereeEmail: 'friend@example.com',
      code: 'ABCD1234',
      status: 'completed',
      coinsAwarded: 50,
      createdAt: '2026-11-20T10:00:00.000Z',
      awardedAt: '2026-11-21T10:00:00.000Z',
    };
    const reasons: string[] = [];
    server.use(
      reply(endpoints.admin.access, {
        email: sam.email,
        role: 'admin' as const,
        secondFactor: 'verified' as const,
      }),
      handle(endpoints.adminReferrals.list, () => ({
        items: [item],
        nextCursor: null,
        overview: {
          pending: 0,
          completed: item.status === 'completed' ? 1 : 0,
          revoked: item.status === 'revoked' ? 1 : 0,
          coinsAwarded: item.status === 'completed' ? 50 : 0,
          topReferrers: [
            { userId: 'r1', email: 'ref@example.com', completed: 1, pending: 0, coinsAwarded: 50 },
          ],
        },
      })),
      handle(endpoints.adminReferrals.revoke, ({ body }) => {
        reasons.push(body.reason);
        item = { ...item, status: 'revoked' };
        return item;
      }),
    );
    const { user } = renderApp('/admin/referrals', { user: sam });
    const list = await screen.findByRole('list', { name: 'Referrals' });
    expect(within(list).getByText('Completed')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this referral?' });
    expect(within(dialog).getByText(/50 FlowCoins go back from ref@example.com/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Same household, fake account');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(list).findByText('Revoked')).toBeVisible();
    expect(reasons).toEqual(['Same household, fake account']);
  });
});
