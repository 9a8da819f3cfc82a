import pg from 'pg';

export type ListenOptions = {
  /**
   * Called after the connection was lost and LISTEN is in place again: notifications sent
   * meanwhile are gone, so a cache fed by them must forget what it holds.
   */
  onReconnect?: () => void;
};

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * LISTEN on a dedicated connection (outside the pool) that comes back by itself: when
 * PostgreSQL drops it (restart, failover, an idle-session timeout, pg_terminate_backend) it
 * reconnects with back-off and listens again, so the process's live streams and session
 * cache do not silently stop hearing the other processes.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handler(msg.payload);
    });
    // 'error' comes with or before 'end'; reconnecting on 'end' covers both.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  }

  function scheduleReconnect() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (!closed) options.onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    timer.unref();
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
