import { randomUUID } from 'node:crypto';
import {
  DREAM_ME_AI_EDIT_LABEL,
  DREAM_ME_ILLUSTRATION_LABEL,
  type CreateDreamMeResponse,
  type DreamMeEligibility,
  type DreamMeList,
  type DreamMeResult,
  type LedgerPage,
} from '@ketoflow/contracts';
import { DREAM_ME_UNAVAILABLE_REASON } from '@ketoflow/domain';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireMoney } from '../../composition/identity.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { VALID_ANSWERS, as, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createBodyModule } from '../body/index.js';
import { createProfileModule } from '../profile/index.js';
import { createUploadsModule } from '../uploads/index.js';
import { createDreamMeModule } from './index.js';

/**
 * Dream Me as the app wires it: pictures pay through the AI module's paid actions and the real
 * wallet; photos, the profile and weigh-ins come from the real modules (the tests log weights,
 * fetch images and read the ledger through their routes).
 */
function build(platform: Platform) {
  const { db } = platform;
  const { wallet, ai } = wireMoney(platform);
  const profile = createProfileModule({ db });
  const uploads = createUploadsModule({ db });
  const body = createBodyModule({ db, profile: profile.reader });
  const dreamMe = createDreamMeModule({
    db,
    engine: ai.engine,
    paidActions: ai.paidActions,
    photos: uploads.service,
    profile: profile.reader,
    weights: body.service,
  });
  return { wallet, profile, uploads, body, dreamMe };
}
type Ctx = ModuleTestContext<ReturnType<typeof build>>;

const URL = '/api/v1/dream-me';
const PRICE = 10; // the default dream_me price

/**
 * A 480×640 JPEG of a simple figure (head and torso on a light background) with camera and
 * GPS tags, so the warp has edges to move and the metadata has something to strip.
 */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#e8e4dc"/>
    <ellipse cx="240" cy="130" rx="60" ry="75" fill="#c68c5a"/>
    <rect x="130" y="220" width="220" height="330" rx="40" fill="#2f6d8c"/>
    <rect x="160" y="550" width="60" height="90" fill="#333"/>
    <rect x="260" y="550" width="60" height="90" fill="#333"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'KetoCam', Model: 'Secret Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100' },
    })
    .toBuffer();
}

function post(
  ctx: Ctx,
  user: TestUser,
  photo: Buffer,
  options: { key?: string | null; timeline?: number | string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return as(ctx.app, user, {
    method: 'POST',
    url: options.timeline === undefined ? URL : `${URL}?timelineDays=${options.timeline}`,
    headers: {
      'content-type': 'image/jpeg',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: photo,
  });
}

/**
 * An onboarded person with exactly `coins`: the profile is filled in without the onboarding
 * route, so no bonus arrives on top.
 */
async function userWith(ctx: Ctx, coins: number, answers: object = VALID_ANSWERS) {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user, answers);
  if (coins > 0) {
    await ctx.modules.wallet.service.credit({
      userId: user.id,
      amount: coins,
      reason: 'admin_adjustment',
      idempotencyKey: randomUUID(),
    });
  }
  return user;
}

async function image(ctx: Ctx, user: TestUser, url: string | null) {
  if (!url) throw new Error('no image url');
  const res = await as(ctx.app, user, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('base64');

async function chargesOf(ctx: Ctx, user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet/ledger?limit=100' });
  return res.json<LedgerPage>().items.filter((e) => e.amount < 0);
}

describe('Dream Me with the builtin engine', () => {
  let ctx: Ctx;
  let photo: Buffer;
  const touched = new Set<string>();

  beforeAll(async () => {
    ctx = await createModuleTestContext(build);
    photo = await portrait();
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    for (const id of touched) {
      expect(await ctx.modules.wallet.service.getBalance(id)).toBe(
        await ctx.modules.wallet.service.ledgerSum(id),
      );
    }
    touched.clear();
  });
  const user = async (coins: number, answers?: object) => {
    const u = await userWith(ctx, coins, answers);
    touched.add(u.id);
    return u;
  };

  it('charges once and returns a labelled illustration with the 1-year projection', async () => {
    const u = await user(30);
    const res = await post(ctx, u, photo);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<CreateDreamMeResponse>();
    expect(body).toMatchObject({ price: PRICE, balance: 20, replayed: false });
    const { result } = body;
    expect(result.timelineDays).toBe(365);
    expect(result.imageKind).toBe('illustration');
    expect(result.label).toBe(DREAM_ME_ILLUSTRATION_LABEL);
    expect(result.provenance).toEqual({ engine: 'builtin', model: null });
    const p = result.projection;
    expect(p.startWeightKg).toBe(82);
    expect(p.startWeightSource).toBe('onboarding');
    expect(p.projectedWeightKg).toBeLessThan(82);
    expect(p.projectedWeightKg).toBeGreaterThanOrEqual(68); // the goal
    expect(p.lowKg).toBeLessThanOrEqual(p.projectedWeightKg);
    expect(p.highKg).toBeGreaterThanOrEqual(p.projectedWeightKg);
    expect(p.bmiAtDate).toBeLessThan(p.bmiStart);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(20);
    expect(await chargesOf(ctx, u)).toHaveLength(1);
  });

  it('stores photo and illustration without metadata, same size, different pixels, deterministic', async () => {
    const a = await user(20);
    const b = await user(20);
    const first = (await post(ctx, a, photo)).json<CreateDreamMeResponse>().result;
    const second = (await post(ctx, b, photo)).json<CreateDreamMeResponse>().result;

    const before = await image(ctx, a, first.photoUrl);
    const after = await image(ctx, a, first.imageUrl);
    for (const bytes of [before, after]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('KetoCam')).toBe(false);
      expect(bytes.includes('Secret Phone')).toBe(false);
    }
    const [mb, ma] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
    expect([ma.width, ma.height]).toEqual([mb.width, mb.height]);
    expect([ma.width, ma.height]).toEqual([480, 640]);
    expect(await pixels(after)).not.toBe(await pixels(before));
    // Same photo, same projection: the same illustration, pixel for pixel.
    expect(await pixels(await image(ctx, b, second.imageUrl))).toBe(await pixels(after));

    // The torso is drawn narrower: fewer blue-shirt pixels in the middle row.
    const shirtWidth = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const y = 400;
      let count = 0;
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels;
        if ((data[i + 2] ?? 0) > 110 && (data[i] ?? 255) < 90) count++;
      }
      return count;
    };
    expect(await shirtWidth(after)).toBeLessThan((await shirtWidth(before)) - 5);
  });

  it('replays the stored result for the same key without charging again', async () => {
    const u = await user(30);
    const key = randomUUID();
    const first = await post(ctx, u, photo, { key });
    expect(first.statusCode).toBe(201);
    const again = await post(ctx, u, photo, { key, timeline: 730 });
    expect(again.statusCode, again.body).toBe(200);
    const replay = again.json<CreateDreamMeResponse>();
    expect(replay.replayed).toBe(true);
    expect(replay.price).toBe(0);
    expect(replay.result.id).toBe(first.json<CreateDreamMeResponse>().result.id);
    expect(replay.result.timelineDays).toBe(365);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(20);
    const list = await as(ctx.app, u, { method: 'GET', url: URL });
    expect(list.json<DreamMeList>().items).toHaveLength(1);

    // Deleted since: the key stays spent, nothing is charged or made again.
    await as(ctx.app, u, { method: 'DELETE', url: URL });
    const afterDelete = await post(ctx, u, photo, { key });
    expect(afterDelete.statusCode).toBe(409);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(20);
    expect(await chargesOf(ctx, u)).toHaveLength(1);
  });

  it('refuses with "Insufficient balance" and makes nothing', async () => {
    const u = await user(PRICE - 1);
    const res = await post(ctx, u, photo);
    expect(res.statusCode).toBe(402);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(PRICE - 1);
    expect((await as(ctx.app, u, { method: 'GET', url: URL })).json<DreamMeList>().items).toEqual(
      [],
    );
  });

  it('is turned off, kindly and free of charge, after an eating-disorder history', async () => {
    const u = await user(30, { ...VALID_ANSWERS, safetyFlags: ['eating_disorder_history'] });
    const eligibility = await as(ctx.app, u, { method: 'GET', url: `${URL}/eligibility` });
    expect(eligibility.json<DreamMeEligibility>()).toMatchObject({
      allowed: false,
      reason: DREAM_ME_UNAVAILABLE_REASON,
      previews: [],
    });
    const res = await post(ctx, u, photo);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      DREAM_ME_UNAVAILABLE_REASON,
    );
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(30);
    expect(await chargesOf(ctx, u)).toEqual([]);
  });

  it('checks the photo, the key and the timeline before charging', async () => {
    const u = await user(30);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await post(ctx, u, html)).statusCode).toBe(400);
    expect((await post(ctx, u, photo, { key: null })).statusCode).toBe(400);
    expect((await post(ctx, u, photo, { timeline: 100 })).statusCode).toBe(400);
    expect((await post(ctx, u, photo, { timeline: 'year' })).statusCode).toBe(400);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(30);
  });

  it('projects the chosen timeline: 6 months loses less than 2 years', async () => {
    const u = await user(30);
    const six = (await post(ctx, u, photo, { timeline: 180 })).json<CreateDreamMeResponse>();
    const two = (await post(ctx, u, photo, { timeline: 730 })).json<CreateDreamMeResponse>();
    expect(six.result.timelineDays).toBe(180);
    expect(two.result.timelineDays).toBe(730);
    expect(two.result.projection.projectedWeightKg).toBeLessThan(
      six.result.projection.projectedWeightKg,
    );
    const list = (await as(ctx.app, u, { method: 'GET', url: URL })).json<DreamMeList>().items;
    expect(list.map((r) => r.timelineDays)).toEqual([730, 180]); // newest first
  });

  it('offers free previews for every timeline from the latest weigh-in', async () => {
    const u = await user(0);
    const first = (
      await as(ctx.app, u, { method: 'GET', url: `${URL}/eligibility` })
    ).json<DreamMeEligibility>();
    expect(first.allowed).toBe(true);
    expect(first.previews.map((p) => p.timelineDays)).toEqual([180, 365, 730]);
    expect(first.previews[0]?.startWeightSource).toBe('onboarding');
    const logged = await as(ctx.app, u, {
      method: 'POST',
      url: '/api/v1/body/weights',
      payload: { weight: 80, units: 'metric', date: new Date().toISOString().slice(0, 10) },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const second = (
      await as(ctx.app, u, { method: 'GET', url: `${URL}/eligibility` })
    ).json<DreamMeEligibility>();
    expect(second.previews[1]).toMatchObject({
      startWeightKg: 80,
      startWeightSource: 'weight_log',
    });
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(0);
  });

  it('asks for onboarding first', async () => {
    const u = await ctx.signUp();
    const res = await as(ctx.app, u, { method: 'GET', url: `${URL}/eligibility` });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('ONBOARDING_REQUIRED');
  });

  it('deletes a result with its photo and image, and everything on request', async () => {
    const u = await user(40);
    const one = (await post(ctx, u, photo)).json<CreateDreamMeResponse>().result;
    const two = (await post(ctx, u, photo)).json<CreateDreamMeResponse>().result;

    const del = await as(ctx.app, u, { method: 'DELETE', url: `${URL}/${one.id}` });
    expect(del.statusCode).toBe(204);
    expect((await as(ctx.app, u, { method: 'GET', url: `${URL}/${one.id}` })).statusCode).toBe(404);
    for (const url of [one.photoUrl, one.imageUrl]) {
      expect((await as(ctx.app, u, { method: 'GET', url: url ?? '' })).statusCode).toBe(404);
    }
    expect((await as(ctx.app, u, { method: 'GET', url: two.imageUrl ?? '' })).statusCode).toBe(200);

    const all = await as(ctx.app, u, { method: 'DELETE', url: URL });
    expect(all.json()).toEqual({ deleted: 1 });
    for (const url of [two.photoUrl, two.imageUrl]) {
      expect((await as(ctx.app, u, { method: 'GET', url: url ?? '' })).statusCode).toBe(404);
    }
    expect((await as(ctx.app, u, { method: 'GET', url: URL })).json<DreamMeList>().items).toEqual(
      [],
    );
    expect((await as(ctx.app, u, { method: 'DELETE', url: `${URL}/${one.id}` })).statusCode).toBe(
      404,
    );
  });

  it('keeps results, photos and images to their owner', async () => {
    const a = await user(20);
    const b = await user(20);
    const result = (await post(ctx, a, photo)).json<CreateDreamMeResponse>().result;
    expect(
      (await as(ctx.app, a, { method: 'GET', url: `${URL}/${result.id}` })).json<DreamMeResult>()
        .id,
    ).toBe(result.id);
    for (const url of [`${URL}/${result.id}`, result.photoUrl ?? '', result.imageUrl ?? '']) {
      expect((await as(ctx.app, b, { method: 'GET', url })).statusCode).toBe(404);
    }
    expect(
      (await as(ctx.app, b, { method: 'DELETE', url: `${URL}/${result.id}` })).statusCode,
    ).toBe(404);
    await as(ctx.app, b, { method: 'DELETE', url: URL });
    expect((await as(ctx.app, b, { method: 'GET', url: URL })).json<DreamMeList>().items).toEqual(
      [],
    );
    expect((await as(ctx.app, a, { method: 'GET', url: result.imageUrl ?? '' })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('Dream Me with an image-edit model', () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  let photo: Buffer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test-dream-me-key',
        AI_MODEL: 'test-model',
        AI_IMAGE_MODEL: 'test-image',
      },
    });
    photo = await portrait();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('sends the photo with a prompt built from the projection and stores the edit', async () => {
    const u = await userWith(ctx, 20);
    const edited = await sharp({
      create: { width: 512, height: 512, channels: 3, background: '#6a8' },
    })
      .png()
      .toBuffer();
    const before = fake.requests.length;
    fake.reply({
      kind: 'json',
      body: { created: 1, data: [{ b64_json: edited.toString('base64') }] },
    });
    const res = await post(ctx, u, photo);
    expect(res.statusCode, res.body).toBe(201);
    const { result } = res.json<CreateDreamMeResponse>();
    expect(result.imageKind).toBe('ai_edit');
    expect(result.label).toBe(DREAM_ME_AI_EDIT_LABEL);
    expect(result.provenance).toEqual({ engine: 'openai-compatible', model: 'test-image' });
    expect(JSON.stringify(result)).not.toContain('sk-test-dream-me-key');

    const request = fake.requests[before];
    expect(request?.path).toBe('/v1/images/edits');
    const change = Math.abs(result.projection.changeKg).toFixed(1);
    expect(request?.raw).toContain(`lost about ${change} kg over 12 months`);
    expect(request?.raw).toContain('never make the person look underweight');
    // The photo went out without its camera tags.
    expect(request?.raw).not.toContain('KetoCam');

    const stored = await image(ctx, u, result.imageUrl);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(10);
  });

  it('refunds when the image service fails or sends something that is not an image', async () => {
    const u = await userWith(ctx, 20);
    fake.reply({ kind: 'json', status: 500, body: { error: { message: 'boom' } } });
    const down = await post(ctx, u, photo);
    expect(down.statusCode).toBe(503);
    fake.reply({
      kind: 'json',
      body: { created: 1, data: [{ b64_json: Buffer.from('<svg onload=x>').toString('base64') }] },
    });
    const junk = await post(ctx, u, photo);
    expect(junk.statusCode).toBe(502);
    expect(await ctx.modules.wallet.service.getBalance(u.id)).toBe(20);
    expect(await ctx.modules.wallet.service.ledgerSum(u.id)).toBe(20);
    expect((await as(ctx.app, u, { method: 'GET', url: URL })).json<DreamMeList>().items).toEqual(
      [],
    );
  });
});
