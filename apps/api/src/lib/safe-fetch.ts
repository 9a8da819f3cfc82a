import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/** Why a fetch of a user-given address was refused or failed. */
export type SafeFetchFailure =
  'scheme' | 'address' | 'too_large' | 'timeout' | 'redirects' | 'status' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly failure: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type SafeFetchSettings = {
  /** Whole request, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  /**
   * Addresses (or CIDR ranges) let through although they are not public: a self-hoster's own
   * recipe server on the LAN, or the tests' local fake site. Empty by default.
   */
  allowedAddresses: readonly string[];
};

export type SafeResponse = { url: string; contentType: string; body: Buffer };

/** Drops a response body unread (a destroyed undici body emits an error nobody needs). */
function discard(body: { on(event: 'error', fn: () => void): unknown; destroy(): unknown }) {
  body.on('error', () => undefined);
  body.destroy();
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseRanges(list: readonly string[]): Range[] {
  return list.map((entry) =>
    entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : ((a) => [a, a.kind() === 'ipv4' ? 32 : 128] as Range)(ipaddr.parse(entry)),
  );
}

/**
 * Only globally routable unicast addresses: this refuses loopback, private (RFC 1918, IPv6
 * unique-local), link-local (169.254/16 holds the cloud metadata endpoints), carrier-grade
 * NAT (100.64/10, where some clouds put theirs), multicast, reserved and unspecified ranges.
 * An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string, allowed: readonly Range[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (allowed.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) return true;
  return ip.range() === 'unicast';
}

/**
 * Fetches a user-given http(s) address without letting it reach our own network: every
 * host name is resolved by our lookup, which refuses non-public addresses, and the socket
 * connects to the address that was checked (no second resolution a rebinding DNS server could
 * answer differently). Redirects are followed by hand, each hop checked the same way. The
 * body is streamed and abandoned past `maxBytes`.
 */
export function createSafeFetcher(settings: SafeFetchSettings) {
  const allowed = parseRanges(settings.allowedAddresses);
  const refused = (host: string) =>
    new SafeFetchError('address', `${host} is not a public internet address`);

  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address, allowed))) {
        return callback(refused(hostname), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
  const agent = new Agent({ connect: { lookup }, keepAliveTimeout: 1000 });

  function checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new SafeFetchError('scheme', 'not a web address');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('scheme', `${url.protocol} addresses are not fetched`);
    }
    if (url.username || url.password) throw new SafeFetchError('scheme', 'credentials in URL');
    // An address literal never reaches the lookup above, so it is judged here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isPublicAddress(host, allowed)) throw refused(host);
    return url;
  }

  function causeOf(error: unknown): SafeFetchError | null {
    let current: unknown = error;
    for (let depth = 0; depth < 5 && current; depth += 1) {
      if (current instanceof SafeFetchError) return current;
      current = (current as { cause?: unknown }).cause;
    }
    return null;
  }

  async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new SafeFetchError('too_large', `more than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  return {
    async fetch(raw: string, options: { maxBytes: number; accept: string }): Promise<SafeResponse> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let url = checkUrl(raw);
      try {
        for (let hop = 0; ; hop += 1) {
          const res = await request(url, {
            dispatcher: agent,
            method: 'GET',
            signal,
            headers: { 'user-agent': settings.userAgent, accept: options.accept },
          });
          if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
            discard(res.body);
            if (hop >= settings.maxRedirects) {
              throw new SafeFetchError('redirects', `more than ${settings.maxRedirects} redirects`);
            }
            const location = String(res.headers.location);
            url = checkUrl(new URL(location, url).toString());
            continue;
          }
          if (res.statusCode < 200 || res.statusCode >= 300) {
            discard(res.body);
            throw new SafeFetchError('status', `the site answered ${res.statusCode}`);
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > options.maxBytes) {
            discard(res.body);
            throw new SafeFetchError('too_large', `${declared} bytes declared`);
          }
          try {
            const body = await readCapped(res.body, options.maxBytes);
            const type = res.headers['content-type'];
            return { url: url.toString(), contentType: String(type ?? ''), body };
          } finally {
            discard(res.body);
          }
        }
      } catch (error) {
        const known = causeOf(error);
        if (known) throw known;
        if (signal.aborted) throw new SafeFetchError('timeout', 'no answer in time');
        throw new SafeFetchError('network', error instanceof Error ? error.message : 'failed');
      }
    },
    close: () => agent.close(),
  };
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>;
