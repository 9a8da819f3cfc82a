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
 * IPv6 ranges whose last 32 bits are an IPv4 address that a host or a translator on the way
 * may turn the packet into: IPv4-compatible (::/96, deprecated but still parsed, and what
 * `[::127.0.0.1]` becomes), IPv4-mapped (::ffff:0:0/96, which Linux delivers to an IPv4
 * socket), IPv4-translated (::ffff:0:0:0/96, SIIT) and the NAT64 well-known prefix
 * (64:ff9b::/96, what DNS64 answers for an IPv4-only site). Each is judged as that IPv4
 * address, so a public site behind NAT64 still works and a private one stays refused.
 *
 * Not listed, so refused whole by the range check below: the local-use NAT64 prefix
 * 64:ff9b:1::/48, where the operator picks the prefix length and so the embedded address's
 * position cannot be known; 6to4 (2002::/16) and Teredo (2001::/32), where the address
 * carries an IPv4 relay or client that a tunnel on this host would send to. 6to4 relays are
 * retired and Teredo is off by default on current systems, so no recipe site is served from
 * them, and decoding their embedded addresses would add two more ways to be wrong for no
 * user's benefit.
 */
const IPV4_EMBEDDING: readonly Range[] = [
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
].map((cidr) => ipaddr.parseCIDR(cidr));

/** The IPv4 address an IPv6 address of IPV4_EMBEDDING carries, else the address itself. */
function embeddedAddress(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (ip.kind() === 'ipv4') return ip;
  if (!IPV4_EMBEDDING.some(([net, bits]) => ip.match(net, bits))) return ip;
  const bytes = ip.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/**
 * Only globally routable unicast addresses: this refuses loopback, private (RFC 1918, IPv6
 * unique-local), link-local (169.254/16 holds the cloud metadata endpoints), carrier-grade
 * NAT (100.64/10, where some clouds put theirs), multicast, reserved and unspecified ranges,
 * and the IPv6 transition ranges that are not judged by their IPv4 address (above). An IPv6
 * address that embeds an IPv4 address is judged as that address, in whatever notation it
 * came (`::7f00:1`, `::127.0.0.1`, `0:0:0:0:0:ffff:7f00:1`).
 */
export function isPublicAddress(address: string, allowed: readonly Range[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  const given = ipaddr.parse(address);
  const ip = embeddedAddress(given);
  // An operator's allowance may name either form (`::1` is also ::/96's 0.0.0.1).
  const isAllowed = (candidate: ipaddr.IPv4 | ipaddr.IPv6) =>
    allowed.some(([net, bits]) => net.kind() === candidate.kind() && candidate.match(net, bits));
  if (isAllowed(given) || isAllowed(ip)) return true;
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
