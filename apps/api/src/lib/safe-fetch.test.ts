import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, isPublicAddress } from './safe-fetch.js';

/** `a.b.c.d` as the two hex groups of its 32 bits: 127.0.0.1 → ['7f00', '1']. */
function hexGroups(ipv4: string): [string, string] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** Every IPv6 spelling that carries `ipv4`, in dotted and hex notation alike. */
function embeddings(ipv4: string): [string, string][] {
  const [hi, lo] = hexGroups(ipv4);
  const flipped = hexGroups(
    ipv4
      .split('.')
      .map((byte) => 255 - Number(byte))
      .join('.'),
  );
  return [
    ['IPv4-mapped', `::ffff:${ipv4}`],
    ['IPv4-mapped, hex', `::ffff:${hi}:${lo}`],
    ['IPv4-mapped, written out', `0:0:0:0:0:ffff:${hi}:${lo}`],
    // ipaddr.js reads this dotted form as IPv4-mapped; the hex form is the one it keeps apart.
    ['IPv4-compatible', `::${ipv4}`],
    ['IPv4-compatible, hex', `::${hi}:${lo}`],
    ['IPv4-translated', `::ffff:0:${ipv4}`],
    ['IPv4-translated, hex', `::ffff:0:${hi}:${lo}`],
    ['NAT64', `64:ff9b::${ipv4}`],
    ['NAT64, hex', `64:ff9b::${hi}:${lo}`],
    ['local-use NAT64', `64:ff9b:1::${hi}:${lo}`],
    ['6to4', `2002:${hi}:${lo}::1`],
    ['Teredo, as server', `2001:0:${hi}:${lo}::1`],
    ['Teredo, as client', `2001:0:4136:e378:8000:63bf:${flipped[0]}:${flipped[1]}`],
    // What the URL parser leaves of `http://[::<ipv4>]/` once the brackets are off.
    ['IPv4-compatible, via the URL parser', new URL(`http://[::${ipv4}]/`).hostname.slice(1, -1)],
  ];
}

describe('isPublicAddress', () => {
  it('lets only public unicast addresses through', () => {
    for (const refused of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '224.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(refused), refused).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '0.0.0.0'])(
    'refuses %s in every IPv6 form that embeds it',
    (ipv4) => {
      expect(isPublicAddress(ipv4)).toBe(false);
      for (const [form, address] of embeddings(ipv4)) {
        expect(isPublicAddress(address), `${form}: ${address}`).toBe(false);
      }
    },
  );

  it('judges a public IPv4 address the same in the forms that carry it to its owner', () => {
    for (const address of [
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '::8.8.8.8',
      '::ffff:0:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    // The tunnelling ranges are refused whole, whatever they carry.
    for (const address of ['2002:808:808::1', '2001:0:808:808::1', '64:ff9b:1::808:808']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

/** A listener on `host` that answers "here" or, at /to/<url>, redirects to that URL. */
async function listen(host: string) {
  const counted = { connections: 0, port: 0 };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/to/')) {
      res.writeHead(302, { location: decodeURIComponent(url.slice(4)) }).end();
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('here');
    }
  });
  server.on('connection', () => {
    counted.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  counted.port = (server.address() as AddressInfo).port;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return Object.assign(counted, { close });
}

describe('the fetcher against listeners on this machine', () => {
  // The target on 127.0.0.1, never allowed; a site on 127.0.0.2 allowed as the tests' own.
  let target: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    target = await listen('127.0.0.1');
    site = await listen('127.0.0.2');
  });
  afterAll(async () => {
    await target?.close();
    await site?.close();
  });

  const fetcherAllowing = (...allowedAddresses: string[]) =>
    createSafeFetcher({ timeoutMs: 2000, maxRedirects: 3, userAgent: 'test', allowedAddresses });
  const options = { maxBytes: 1000, accept: '*/*' };
  const hosts = [
    '[::127.0.0.1]',
    '[::7f00:1]',
    '[::ffff:127.0.0.1]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::ffff:0:127.0.0.1]',
    '[64:ff9b::127.0.0.1]',
    '[2002:7f00:1::1]',
  ];

  it('refuses loopback in IPv6 dress before it connects, given or reached by a redirect', async () => {
    const fetcher = fetcherAllowing('127.0.0.2');
    try {
      const before = { target: target.connections, site: site.connections };
      for (const host of hosts) {
        const url = `http://${host}:${target.port}/`;
        await expect(fetcher.fetch(url, options), host).rejects.toMatchObject({
          failure: 'address',
        });
        const hop = `http://127.0.0.2:${site.port}/to/${encodeURIComponent(url)}`;
        await expect(fetcher.fetch(hop, options), `redirect to ${host}`).rejects.toMatchObject({
          failure: 'address',
        });
      }
      expect(target.connections).toBe(before.target);
      // Each redirect was asked for (a connection each at most: keep-alive may share one).
      expect(site.connections).toBeGreaterThan(before.site);
    } finally {
      await fetcher.close();
    }
  });

  it('the mapped form does reach 127.0.0.1 here: the refusal above is what stops it', async () => {
    const fetcher = fetcherAllowing('127.0.0.1');
    try {
      const res = await fetcher.fetch(`http://[::ffff:127.0.0.1]:${target.port}/`, options);
      expect(res.body.toString()).toBe('here');
    } finally {
      await fetcher.close();
    }
  });
});
