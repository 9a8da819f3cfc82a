import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { walletKeys } from '../query-keys';
import { afterPaidAction } from './wallet';

function clientWithWallets() {
  const client = new QueryClient();
  for (const user of ['ana', 'ben']) {
    client.setQueryData(walletKeys.balance(user), { balance: 100 });
    client.setQueryData(walletKeys.ledger(user, 20), { items: [], nextCursor: null });
  }
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('after a paid action', () => {
  it('shows the balance the answer carries at once, and asks again for the balance and history', async () => {
    const client = clientWithWallets();
    await afterPaidAction(client, 'ana', 58);
    expect(client.getQueryData(walletKeys.balance('ana'))).toEqual({ balance: 58 });
    expect(invalidated(client, walletKeys.balance('ana'))).toBe(true);
    expect(invalidated(client, walletKeys.ledger('ana', 20))).toBe(true);
    // Another person's wallet on this device is left alone.
    expect(invalidated(client, walletKeys.balance('ben'))).toBe(false);
  });

  it('without a balance (a failure, maybe refunded) keeps the shown one and asks again', async () => {
    const client = clientWithWallets();
    await afterPaidAction(client, 'ana');
    expect(client.getQueryData(walletKeys.balance('ana'))).toEqual({ balance: 100 });
    expect(invalidated(client, walletKeys.balance('ana'))).toBe(true);
  });

  it('for an unknown person asks again for every wallet', async () => {
    const client = clientWithWallets();
    await afterPaidAction(client, null, 10);
    expect(client.getQueryData(walletKeys.balance('ana'))).toEqual({ balance: 100 });
    expect(invalidated(client, walletKeys.balance('ana'))).toBe(true);
    expect(invalidated(client, walletKeys.ledger('ben', 20))).toBe(true);
  });
});
