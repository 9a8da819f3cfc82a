import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service (RFC 8030) for tests and benchmarks, in plain Node: it hands out
 * subscriptions as a browser would (its own P-256 key pair and auth secret per device), and
 * for each message it receives it checks the sender's VAPID token (RFC 8292) and decrypts the
 * body (aes128gcm, RFC 8291) with that device's private key, as the browser would. It answers
 * as told per device: 201 by default, or 404, 410, 429, 500, a 301 redirect, or no answer.
 * A message that fails the checks is answered 403 (token) or 400 (body) and recorded with why.
 */

export type FakePushAnswer = 201 | 400 | 403 | 404 | 410 | 413 | 429 | 500 | 301 | 'hang';

/** A device's subscription, shaped as `PushSubscription.toJSON()` (the body a browser posts). */
export type FakeSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The endpoint's path: what `answer` and `received` take. */
  path: string;
};

/** The sender's VAPID token, once its signature checked out. */
export type VapidClaims = { aud: string; exp: number; sub: string; publicKey: string };

export type ReceivedPush = {
  path: string;
  headers: IncomingMessage['headers'];
  answer: FakePushAnswer;
  vapid: VapidClaims | null;
  /** The decrypted message (UTF-8), or null. */
  message: string | null;
  /** Why the token or the body failed the checks; null when both passed. */
  problem: string | null;
};

type Device = { ecdh: ECDH; auth: Buffer };

/**
 * A browser's key pair and auth secret, which `subscribe` may give to several devices: a
 * benchmark with many thousands of devices makes a few pairs instead of one each (the
 * messages are still encrypted per message, with a fresh key of the sender's).
 */
export type FakeDeviceKeys = Readonly<Device>;

/** Whether the service keeps every request in `received` (tests) or only hands it to `onPush`. */
export type FakePushOptions = {
  /** Keep every request in `received` (default true); a long benchmark turns it off. */
  keep?: boolean;
  /** Called with each request once it is answered (or left hanging). */
  onPush?: (push: ReceivedPush) => void;
};

function newKeys(): FakeDeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** Signed tokens already checked, kept so a sender reusing its token is not re-verified. */
const VERIFIED_CAPACITY = 1000;

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** Checks `vapid t=<JWT>, k=<key>`: an ES256 signature by that key, for this origin. */
function checkVapid(
  header: string | undefined,
  origin: string,
  now: number,
  verified: Map<string, VapidClaims>,
): VapidClaims {
  const known = header === undefined ? undefined : verified.get(header);
  // A token reused by its sender (RFC 8292 allows it until it expires): its signature and
  // claims were checked, its expiry is checked again.
  if (known) {
    if (!(known.exp > now / 1000)) throw new Error('the token expiry is wrong');
    return known;
  }
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, head = '', body = '', signature = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Error('the VAPID key is not a P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`the token is signed with ${jose.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match the key');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<
    Record<'aud' | 'sub', unknown> & { exp: unknown }
  >;
  if (claims.aud !== origin) throw new Error(`the token is for ${String(claims.aud)}`);
  const exp = Number(claims.exp);
  const seconds = now / 1000;
  if (!(exp > seconds) || exp > seconds + 24 * 3600) throw new Error('the token expiry is wrong');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error('the token has no mailto: or https: subject');
  }
  const checked = { aud: claims.aud, exp, sub: claims.sub, publicKey: key };
  if (verified.size >= VERIFIED_CAPACITY) verified.clear();
  verified.set(header ?? '', checked);
  return checked;
}

/** Decrypts an aes128gcm message of one record for the device (RFC 8291 and RFC 8188). */
function decrypt(device: Device, body: Buffer): string {
  if (body.length < 21) throw new Error('the body is too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender’s public key');
  if (record.length > recordSize || record.length < 17) throw new Error('not one record');
  const shared = device.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, info, 32));
  const derive = (label: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length));
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('the last record’s delimiter is missing');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService(options: FakePushOptions = {}) {
  const keep = options.keep ?? true;
  const devices = new Map<string, Device>();
  const verified = new Map<string, VapidClaims>();
  /** Per path: answers to give in turn, then the standing answer. */
  const queued = new Map<string, FakePushAnswer[]>();
  const standing = new Map<string, FakePushAnswer>();
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = '';

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const path = req.url ?? '/';
    const answer = queued.get(path)?.shift() ?? standing.get(path) ?? 201;
    const push: ReceivedPush = {
      path,
      headers: req.headers,
      answer,
      vapid: null,
      message: null,
      problem: null,
    };
    if (keep) received.push(push);
    const device = devices.get(path);
    let status: number | 'hang' = answer;
    try {
      push.vapid = checkVapid(req.headers.authorization, origin, Date.now(), verified);
    } catch (error) {
      push.problem = (error as Error).message;
      status = 403;
    }
    if (push.problem === null) {
      try {
        if (!device) throw new Error('no such subscription');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        push.message = decrypt(device, body);
      } catch (error) {
        push.problem = (error as Error).message;
        status = 400;
      }
    }
    options.onPush?.(push);
    if (status === 'hang') {
      hanging.add(res);
      return;
    }
    const headers: Record<string, string> = {};
    if (status === 301) headers.location = `${origin}/moved${path}`;
    if (status === 429) headers['retry-after'] = '120';
    if (status === 201) headers.location = `${origin}/messages/${b64(randomBytes(9))}`;
    res.writeHead(status, headers).end(push.problem ?? '');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** `http://127.0.0.1:<port>`: what PUSH_EXTRA_ORIGINS must name. */
    origin,
    /** Every request, in the order they came (also those answered 4xx or not at all). */
    received,
    /** A browser's new key pair and auth secret, for `subscribe` to give to devices. */
    keys: newKeys,
    /**
     * A new device: its subscription, as a browser would post it, with keys of its own or
     * the `keys` given (its endpoint is its own either way).
     */
    subscribe(keys: FakeDeviceKeys = newKeys()): FakeSubscription {
      const path = `/push/${b64(randomBytes(12))}`;
      devices.set(path, keys);
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64(keys.ecdh.getPublicKey()), auth: b64(keys.auth) },
        path,
      };
    },
    /** The device answers these in turn, then `then` (201 unless said) from there on. */
    answer(device: { path: string }, answers: FakePushAnswer[], then?: FakePushAnswer) {
      queued.set(device.path, [...answers]);
      if (then !== undefined) standing.set(device.path, then);
    },
    /** What reached this device's endpoint. */
    receivedBy(device: { path: string }): ReceivedPush[] {
      return received.filter((push) => push.path === device.path);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
