import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PHOTO_LIMITS } from '@ketoflow/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { processPhoto } from '../../lib/images/photo.js';
import {
  as,
  createTestContext,
  onboard,
  signUp,
  type TestContext,
  type TestUser,
} from '../harness.js';

/**
 * The hostile-upload corpus: uploads are validated by magic bytes, size and pixel limits.
 * Every file is generated here, so nothing binary lives in git. Each one goes through the
 * real route (raw body → processPhoto) that KetoVision, Dream Me and recipe photos share:
 * it must be refused with a 4xx and a message a person can act on, cost no coins and store
 * nothing. Content decides, never the declared type: libvips sniffs the bytes.
 */

// ---------- tiny binary builders ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed grayscale PNG header of any size with the given (compressed) pixel data. */
function png(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header claiming width×height with no scan data worth the name. */
function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

function bmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowBytes * height;
  const b = Buffer.alloc(54 + pixels, 0x80);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(54 + pixels, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(pixels, 34);
  return b;
}

/** One stored (uncompressed) entry in a ZIP, enough for `file` and unzip to call it a ZIP. */
function zip(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([local, Buffer.from(name), data, end]);
}

const small = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } });

type HostileFile = { name: string; contentType: string; bytes: () => Promise<Buffer> | Buffer };

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

const HOSTILE: HostileFile[] = [
  { name: 'page.html', contentType: 'text/html', bytes: () => Buffer.from(HTML) },
  {
    name: 'page-with-bom.jpg',
    contentType: 'image/jpeg',
    bytes: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(HTML)]),
  },
  {
    name: 'script.svg',
    contentType: 'image/svg+xml',
    bytes: () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
      ),
  },
  {
    name: 'svg-declared-as.png',
    contentType: 'image/png',
    bytes: () =>
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>',
      ),
  },
  {
    name: 'xxe.xml.jpg',
    contentType: 'image/jpeg',
    bytes: () =>
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&e;</svg>',
      ),
  },
  {
    name: 'gifar.gif',
    contentType: 'image/gif',
    // GIF89a header followed by HTML: a classic GIF/HTML polyglot.
    bytes: () =>
      Buffer.concat([
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'),
        Buffer.from(HTML),
      ]),
  },
  {
    name: 'png-magic-then-html.png',
    contentType: 'image/png',
    bytes: () => Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML)]),
  },
  {
    name: 'document.pdf',
    contentType: 'application/pdf',
    bytes: () =>
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
      ),
  },
  {
    name: 'archive.zip',
    contentType: 'application/zip',
    bytes: () => zip('photo.jpg.exe', 'MZ not really'),
  },
  {
    name: 'shell.php.jpg',
    contentType: 'image/jpeg',
    bytes: () => Buffer.from("<?php system($_GET['c']); ?>"),
  },
  {
    name: 'program.exe.jpg',
    contentType: 'image/jpeg',
    bytes: () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 0)]),
  },
  {
    name: 'script.js.png',
    contentType: 'image/png',
    bytes: () => Buffer.from('fetch("/api/v1/wallet").then(r => r.text()).then(alert)'),
  },
  {
    name: 'jpeg-magic-only.jpg',
    contentType: 'image/jpeg',
    bytes: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('this is just text after the JPEG magic bytes'),
      ]),
  },
  {
    name: 'truncated.jpg',
    contentType: 'image/jpeg',
    bytes: async () => {
      const full = await sharp({
        create: {
          width: 400,
          height: 300,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer();
      return full.subarray(0, Math.floor(full.length * 0.6));
    },
  },
  {
    name: 'corrupt-idat.png',
    contentType: 'image/png',
    bytes: () => png(64, 64, Buffer.from('definitely not zlib data')),
  },
  {
    name: 'pixel-flood.png',
    contentType: 'image/png',
    // 30000 × 30000 = 900 megapixels claimed, a few bytes of data.
    bytes: () => png(30_000, 30_000, deflateSync(Buffer.alloc(30_001))),
  },
  {
    name: 'pixel-flood.jpg',
    contentType: 'image/jpeg',
    bytes: () => jpegClaiming(65_000, 65_000),
  },
  {
    name: 'decompression-bomb.png',
    contentType: 'image/png',
    // 8000 × 6000 zero pixels (48 megapixels, 48 MB raw) deflate to about 50 KB.
    bytes: () => png(8000, 6000, deflateSync(Buffer.alloc(6000 * 8001), { level: 9 })),
  },
  {
    name: 'oversized.jpg',
    contentType: 'image/jpeg',
    bytes: () =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_LIMITS.maxBytes)]),
  },
  { name: 'empty.jpg', contentType: 'image/jpeg', bytes: () => Buffer.alloc(0) },
  {
    name: 'scan.tiff',
    contentType: 'image/tiff',
    bytes: () => small('#f80').tiff().toBuffer(),
  },
  {
    name: 'tiff-declared-as.jpg',
    contentType: 'image/jpeg',
    bytes: () => small('#08f').tiff().toBuffer(),
  },
  { name: 'bitmap.bmp', contentType: 'image/bmp', bytes: () => bmp(64, 48) },
  {
    name: 'animated.gif',
    contentType: 'image/gif',
    bytes: async () => {
      const frames = await Promise.all(['#f00', '#00f'].map((c) => small(c).png().toBuffer()));
      return sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
    },
  },
  {
    name: 'gif-declared-as.png',
    contentType: 'image/png',
    bytes: () => small('#0f0').gif().toBuffer(),
  },
  {
    name: 'truncated.webp',
    contentType: 'image/webp',
    bytes: () =>
      Buffer.concat([Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(12, 1)]),
  },
  {
    name: 'icon.ico',
    contentType: 'image/x-icon',
    bytes: () =>
      Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]), Buffer.alloc(60, 7)]),
  },
];

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await signUp(ctx.app);
  await onboard(ctx.app, user); // coins, so a refusal is never just "Insufficient balance"
});
afterAll(async () => {
  await ctx.close();
});

function scan(bytes: Buffer, contentType: string) {
  return as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/food-scans/photo',
    payload: bytes,
    headers: { 'content-type': contentType, 'idempotency-key': `hostile-${randomUUID()}` },
  });
}

async function storedUploads(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(uploads)
    .where(eq(uploads.userId, user.id));
  return row?.n ?? 0;
}

describe('hostile uploads', () => {
  it('has a corpus of at least 20 files', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(HOSTILE.map((f) => f.name)).size).toBe(HOSTILE.length);
  });

  it.each(HOSTILE)(
    'refuses $name with a clear 4xx, no charge and nothing stored',
    async ({ bytes, contentType }) => {
      const balance = await ctx.app.services.wallet.getBalance(user.id);
      const stored = await storedUploads();
      const res = await scan(await bytes(), contentType);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      const message = res.json<{ error: { message: string } }>().error.message;
      // A sentence the user can act on, never a library's internals.
      expect(message).toMatch(/JPEG, PNG or WebP|larger than|megapixels|empty/);
      expect(message).not.toMatch(/vips|sharp|Error:/i);
      expect(await ctx.app.services.wallet.getBalance(user.id)).toBe(balance);
      expect(await storedUploads()).toBe(stored);
    },
    // A timeout, not a benchmark: a refusal that hangs (a bomb being decoded) fails here.
    10_000,
  );

  it('decides by content, not by the declared type or name', async () => {
    const realPng = await small('#a0a').png().toBuffer();
    const res = await scan(realPng, 'text/html');
    expect(res.statusCode, res.body).toBe(200);
    // The same bytes pass processPhoto whatever they were called, and come out as WebP.
    const processed = await processPhoto(realPng);
    expect(processed.mimeType).toBe('image/webp');
    expect((await sharp(processed.data).metadata()).format).toBe('webp');
  });

  it('neutralises a valid PNG carrying HTML after its end: the stored copy has none of it', async () => {
    const carrier = Buffer.concat([await small('#555').png().toBuffer(), Buffer.from(HTML)]);
    const processed = await processPhoto(carrier);
    expect(processed.data.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('accepts a JPEG with EXIF and GPS, and stores it without EXIF, XMP or GPS', async () => {
    const withGps = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c96' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4000/100',
        },
      })
      .toBuffer();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.includes(Buffer.from('SpyCam'))).toBe(true);

    const res = await scan(withGps, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ photoUrl: string }>();
    const image = await as(ctx.app, user, { method: 'GET', url: body.photoUrl });
    const stored = image.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
  });
});
