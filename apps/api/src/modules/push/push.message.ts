import { createHash } from 'node:crypto';
import type { PushMessage, ReminderKind } from '@ketoflow/contracts';
import webpush, { type Urgency } from 'web-push';
import type { VapidKeys } from './push.vapid.js';

/** A delivered reminder, as the channel gets it: its words are final. */
export type PushNotice = {
  jobId: string;
  userId: string;
  kind: ReminderKind;
  occurrence: string;
  title: string;
  body: string;
  url: string;
};

/**
 * Per kind: how long a push service keeps a message for a device that is offline (TTL, after
 * which the reminder is no use: a closing eating window is over in 20 minutes, a low balance is
 * still true in a week), and how urgently it may wake a sleeping phone (a reached fast goal or
 * a closing window should be seen now; a low balance can wait for the device's next wake-up).
 */
export const DELIVERY_BY_KIND: Record<ReminderKind, { ttlSeconds: number; urgency: Urgency }> = {
  fast_goal: { ttlSeconds: 8 * 3600, urgency: 'high' },
  eating_window_closes: { ttlSeconds: 20 * 60, urgency: 'high' },
  weigh_in: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  nothing_logged: { ttlSeconds: 3 * 3600, urgency: 'normal' },
  metashift_phase: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  low_balance: { ttlSeconds: 7 * 24 * 3600, urgency: 'low' },
};

/**
 * The Topic header of an occurrence: a message sent again with the same topic replaces the one
 * the push service still holds for an offline device, so a reminder repeated after a crash
 * mid-send is shown once. 32 base64url characters (192 bits of a SHA-256), the most RFC 8030
 * allows; the occurrence itself never leaves the server in clear, only inside the encrypted
 * message.
 */
export function topicOf(occurrence: string): string {
  return createHash('sha256').update(occurrence).digest('base64url').slice(0, 32);
}

/** The words the device shows and the screen a tap opens: no other data of the person's. */
export function messageOf(notice: PushNotice): PushMessage {
  return {
    title: notice.title,
    body: notice.body,
    url: notice.url,
    tag: notice.occurrence,
    kind: notice.kind,
  };
}

/** The subscription a message is encrypted for. */
export type Recipient = { endpoint: string; p256dh: string; auth: string };

export type PushRequest = { headers: Record<string, string>; body: Buffer };

/** How long one signed VAPID token is used for a push service (it is valid for 12 hours). */
const TOKEN_REUSE_MS = 60 * 60_000;
const TOKEN_LIFETIME_S = 12 * 3600;

/**
 * The Authorization header for a push service's origin: a VAPID token (RFC 8292) signed with
 * the server's key, made once per origin and used for the next hour's messages, as RFC 8292
 * allows (signing one per message cost more than encrypting it).
 */
export function createVapidSigner(vapid: VapidKeys & { subject: string }) {
  const tokens = new Map<string, { header: string; madeAt: number }>();
  return {
    authorization(endpoint: URL, now = Date.now()): string {
      const audience = endpoint.origin;
      const kept = tokens.get(audience);
      if (kept && now - kept.madeAt < TOKEN_REUSE_MS) return kept.header;
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        vapid.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        Math.floor(now / 1000) + TOKEN_LIFETIME_S,
      );
      tokens.set(audience, { header: Authorization, madeAt: now });
      return Authorization;
    },
  };
}

/**
 * The encrypted body (aes128gcm, RFC 8291) and headers (TTL, Urgency, Topic, and the VAPID
 * `authorization` given for the endpoint's origin) of one message to one device, made by the
 * web-push library. Sending is ours (push.sender.ts), so every request goes through our
 * allow-list and never follows a redirect.
 */
export function pushRequest(
  recipient: Recipient,
  notice: PushNotice,
  authorization: string,
): PushRequest {
  const delivery = DELIVERY_BY_KIND[notice.kind];
  const details = webpush.generateRequestDetails(
    { endpoint: recipient.endpoint, keys: { p256dh: recipient.p256dh, auth: recipient.auth } },
    JSON.stringify(messageOf(notice)),
    {
      // The token is signed once per origin (createVapidSigner), not by web-push per message:
      // no vapidDetails here, and web-push's global ones are never set.
      headers: { Authorization: authorization },
      TTL: delivery.ttlSeconds,
      urgency: delivery.urgency,
      topic: topicOf(notice.occurrence),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  return { headers, body: details.body };
}
