import type { Readable } from 'node:stream';
import { Agent, errors, request as send } from 'undici';
import type { PushRequest } from './push.message.js';

/**
 * What a push service's answer means for one device and one reminder:
 * - `delivered`: it took the message (201, or any 2xx);
 * - `gone`: the subscription has expired or was withdrawn (404, 410), so the device goes;
 * - `retry`: busy or broken for now (429, 5xx, no answer in time, no connection), so the job
 *   is tried again later, for this device only;
 * - `refused`: it will not take this message (400, 401, 403, 413, a redirect…), and the same
 *   message would be refused again: the device gets no push for this reminder.
 */
export type SendOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; reason: string; retryAfter: string | null }
  | { kind: 'refused'; reason: string };

export function outcomeOf(status: number, retryAfter: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', reason: `${status}`, retryAfter };
  if (status >= 300 && status < 400) return { kind: 'refused', reason: `${status} redirect` };
  return { kind: 'refused', reason: `${status}` };
}

/** Reads at most `limit` bytes of a body (a push service's reason), then lets it go. */
async function firstBytes(body: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      chunks.push(bytes);
      size += bytes.length;
      if (size >= limit) break;
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/**
 * POSTs encrypted messages to push services over one connection pool, with undici's `request`
 * (lighter than `fetch`, which matters at thousands of messages a minute). A redirect is
 * answered as it came, never followed (`request` follows none): the allow-list judged the
 * endpoint, not wherever a server points next. A push service has `timeoutMs` to answer, and
 * as long again between parts of its answer (undici's own timers: an AbortSignal per message
 * cost a timer and an event target each).
 */
export function createPushSender(settings: { timeoutMs: number }) {
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  return {
    async post(url: URL, request: PushRequest): Promise<SendOutcome & { detail: string }> {
      // undici sets the length of the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      try {
        const res = await send(url.href, {
          method: 'POST',
          headers,
          body: request.body,
          headersTimeout: settings.timeoutMs,
          bodyTimeout: settings.timeoutMs,
          dispatcher: agent,
        });
        const detail = await firstBytes(res.body, 300);
        const retryAfter = res.headers['retry-after'];
        return {
          ...outcomeOf(res.statusCode, typeof retryAfter === 'string' ? retryAfter : null),
          detail,
        };
      } catch (error) {
        const timedOut =
          error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
        const reason = timedOut ? 'no answer in time' : 'no connection';
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        const detail = cause instanceof Error ? cause.message : String(cause);
        return { kind: 'retry', reason, retryAfter: null, detail };
      }
    },
    close: () => agent.close(),
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
