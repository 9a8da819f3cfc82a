import type { AuthUser } from '@ketoflow/contracts';
import { onlineManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys, sessionKeys } from '../entities/query-keys';
import { outbox as deviceOutbox, type Outbox } from '../lib/outbox';

/**
 * Connects the device's queue of changes (decision 040) to the app: the signed-in user owns
 * it, it sends when that user is known and online, whenever the network comes back, and
 * after every sent batch the screens ask the server again (totals, trends and summaries are
 * the server's to compute). A session the server ended (401 on sync) signs the app out; the
 * changes stay for their owner's next sign-in.
 */
export function followOutbox(client: QueryClient, outbox: Outbox): () => void {
  let owner: string | null | undefined;
  const follow = (user: AuthUser | null | undefined) => {
    const next = user?.id ?? null;
    if (next === owner) return;
    owner = next;
    void outbox.setOwner(next).then(() => (next ? outbox.flush() : undefined));
  };
  outbox.handle({
    onSent: () =>
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== adminKeys.all[0],
      }),
    onSignedOut: () => client.setQueryData(sessionKeys.all, null),
  });
  follow(client.getQueryData<AuthUser | null>(sessionKeys.all));
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query = event.query as Query;
    if (query.queryKey[0] === sessionKeys.all[0]) follow(query.state.data as AuthUser | null);
  });
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) void outbox.flush();
  });
  return () => {
    unsubscribeCache();
    unsubscribeOnline();
  };
}

/** Keeps the app's query client and the device's queue of changes connected while mounted. */
export function OutboxBridge(): null {
  const client = useQueryClient();
  useEffect(() => followOutbox(client, deviceOutbox), [client]);
  return null;
}
