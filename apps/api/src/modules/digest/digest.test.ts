import { randomUUID } from 'node:crypto';
import { CreateCustomFoodBodySchema } from '@ketoflow/contracts';
import {
  addDays,
  calendarDateInTimeZone,
  weekdayOf,
  zonedInstant,
  type CoachTip,
} from '@ketoflow/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDigest } from '../../composition/digest.js';
import { wireDiary } from '../../composition/tracking.js';
import { startFakeSmtpServer } from '../../test/fake-smtp-server.js';
import { VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createAuditTrail } from '../admin/index.js';
import { createBodyModule } from '../body/index.js';
import { loadCoachTips } from '../coach/index.js';
import { createFastingModule } from '../fasting/index.js';
import { createOutboxModule } from '../outbox/index.js';
import { outboxEmails } from '../../db/schema/index.js';
import { createProfileModule } from '../profile/index.js';
import { parseMail } from '../../test/mail-message.js';

// The weekly summary built as composition/digest.ts wires it, on the real diary, body, profile
// and fasting modules (wired as the daily loop wires them), sent through the platform's mailer
// to a local mail server. The outbox module shows what the admin area lists.

async function build(platform: Platform) {
  const { db, log, mailer } = platform;
  const profile = createProfileModule({ db });
  const { foods, meals } = await wireDiary(platform, { profile });
  const body = createBodyModule({ db, profile: profile.reader });
  const fasting = createFastingModule({ db, profile: profile.reader });
  const digest = await wireDigest(platform, { profile, meals, body });
  const outbox = createOutboxModule({ db, mailer, audit: createAuditTrail(db), logger: log });
  return { profile, foods, meals, body, fasting, digest, outbox };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
let tips: Awaited<ReturnType<typeof loadCoachTips>>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  ctx = await createModuleTestContext(build, { env: { SMTP_URL: smtp.url } });
  tips = await loadCoachTips();
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const ZONE = 'Europe/Berlin';
const HOUR = 3_600_000;

/** A finished week two weeks back: Monday to Sunday, and the Monday 08:00 it is due. */
function pastWeek() {
  let monday = addDays(calendarDateInTimeZone(new Date(), ZONE), -14);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, -1);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const next = addDays(monday, 7);
  return { days, next, weekEnd: zonedInstant(next, '08:00', ZONE) };
}

const label = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

async function person(answers: object = VALID_ANSWERS): Promise<TestUser> {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user, answers);
  return user;
}

async function send(user: { id: string }, weekEnd: Date) {
  const unsubscribeUrl = `http://localhost:3000/api/v1/reminders/unsubscribe?token=${randomUUID()}`;
  const result = await ctx.modules.digest.channel.send({
    userId: user.id,
    weekStart: new Date(weekEnd.getTime() - 7 * 24 * HOUR),
    weekEnd,
    timeZone: ZONE,
    unsubscribeUrl,
  });
  return { result, unsubscribeUrl };
}

function received(user: TestUser) {
  const raw = smtp.received.findLast((m) => m.to.includes(user.email))?.raw;
  if (!raw) throw new Error(`no e-mail reached ${user.email}`);
  return parseMail(raw);
}

/** 10 g of net carbs per 100 g (no fibre, no sugar alcohols): grams / 10 is the net carbs. */
async function tenPercentFood(user: TestUser) {
  const body = CreateCustomFoodBodySchema.parse({
    name: 'Digest greens',
    per100g: { proteinG: 2, fatG: 1, carbohydrateG: 10 },
  });
  return (await ctx.modules.foods.service.createCustom(user.id, body)).id;
}

/** A 16:8 fast that ran from `start` to `end` (started now, then moved into the past). */
async function pastFast(user: TestUser, start: Date, end: Date) {
  const fasting = ctx.modules.fasting.service;
  const fast = await fasting.start(user.id, {
    protocol: '16:8',
    startedAt: new Date(Date.now() - HOUR).toISOString(),
  });
  await fasting.end(user.id, fast.id, {});
  await fasting.update(user.id, fast.id, {
    startedAt: start.toISOString(),
    endedAt: end.toISOString(),
  });
}

function expectTip(text: string, html: string, tip: CoachTip | null) {
  if (!tip) throw new Error('the guide has no tip for this week');
  expect(text).toContain(`Tip of the week: ${tip.title}\n${tip.body}\n`);
  expect(html).toContain(tip.sources[0]?.url ?? '');
}

describe('the weekly summary e-mail', () => {
  it('tells a logged week with the figures from the diary, the scale and the fasts', async () => {
    const user = await person();
    const { days, next, weekEnd } = pastWeek();
    const [mon, tue, , thu, fri, sat, sun] = days as [string, ...string[]];
    const food = await tenPercentFood(user);
    const log = (date: string, grams: number) =>
      ctx.modules.meals.service.create(user.id, {
        method: 'food',
        date,
        mealType: 'lunch',
        items: [{ foodId: food, quantity: grams, unit: 'g' }],
      });
    // Net carbs: Mon 15, Tue 30, Thu 10 + 10, Fri 5, Sun 20; the days either side do not count.
    for (const [date, grams] of [
      [mon, 150],
      [tue!, 300],
      [thu!, 100],
      [thu!, 100],
      [fri!, 50],
      [sun!, 200],
      [addDays(mon, -1), 400],
      [next, 400],
    ] as const)
      await log(date, grams);
    const weigh = (date: string, weight: number) =>
      ctx.modules.body.service.createWeight(user.id, { weight, units: 'metric', date });
    await weigh(addDays(mon, -10), 82.4);
    await weigh(tue!, 81.6);
    await weigh(sat!, 80.9);
    await weigh(next, 79.9);
    const at = (date: string, time: string) => zonedInstant(date, time, ZONE);
    await pastFast(user, at(addDays(mon, -2), '20:00'), at(addDays(mon, -1), '13:00')); // before
    await pastFast(user, at(tue!, '20:00'), at(days[2]!, '13:00')); // 17 h: reached 16 h
    await pastFast(user, at(thu!, '20:00'), at(fri!, '06:00')); // 10 h: ended early
    await pastFast(user, at(sun!, '20:00'), at(next, '13:00')); // ended after the week

    const { result, unsubscribeUrl } = await send(user, weekEnd);
    expect(result).toBe('sent');
    const mail = received(user);
    const cap = (await ctx.modules.profile.reader.read(user.id))?.plan.targets.netCarbsG ?? 0;
    const carbs: Record<string, number> = {
      [mon]: 15,
      [tue!]: 30,
      [thu!]: 20,
      [fri!]: 5,
      [sun!]: 20,
    };
    const within = Object.values(carbs).filter((g) => g <= cap).length;

    expect(mail.subject).toBe('Your KetoFlow week: 5 of 7 days logged');
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const { text, html } = mail;
    expect(text).toMatch(/^Hi Maria,\n/);
    expect(text).toContain('Days logged: 5 of 7\n');
    expect(text).toContain(`Within your cap: ${within} of 5 days\n`);
    expect(text).toContain('Fasts completed: 1 of 2\n');
    expect(text).toContain(`Weight: 80.9 kg, down 0.7 kg since ${label(tue!)}\n`);
    expect(text).toContain(`Net carbs by day (your cap: ${cap} g a day)\n`);
    for (const date of days) {
      const grams = carbs[date];
      const words =
        grams === undefined
          ? '–\\s+nothing logged'
          : `${grams} g\\s+${grams <= cap ? 'within' : 'over'} your cap`;
      expect(text).toMatch(new RegExp(`^  ${label(date)}\\s+${words}$`, 'm'));
    }
    expectTip(text, html, tips.forWeek(mon));
    expect(text).toContain('Open KetoFlow: http://localhost:3000/dashboard\n');
    expect(text).toContain(`Unsubscribe with one click: ${unsubscribeUrl}\n`);

    // The HTML part says the same.
    expect(html).toContain('>5 of 7<');
    expect(html).toContain(`>${within} of 5 days<`);
    expect(html).toContain('>1 of 2<');
    expect(html).toContain(`80.9 kg, down 0.7 kg since ${label(tue!)}`);
    for (const [date, grams] of Object.entries(carbs)) {
      expect(html).toMatch(new RegExp(`>${label(date)}</td>\\s*<td[^>]*>${grams} g</td>`));
    }
    expect(html).toContain('href="http://localhost:3000/dashboard"');
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(html).not.toMatch(/<script|<img|src=|@import|url\(/i);
  });

  it('greets a week with nothing logged kindly, without counting anything against the person', async () => {
    const user = await person();
    const { days, weekEnd } = pastWeek();
    const { result, unsubscribeUrl } = await send(user, weekEnd);
    expect(result).toBe('sent');
    const { subject, text, html } = received(user);
    expect(subject).toBe('Your KetoFlow week: a fresh week starts today');
    expect(text).toContain('every week is a fresh start');
    expect(html).toContain('every week is a fresh start');
    for (const both of [text, html]) {
      expect(both).not.toMatch(/0 of 7|nothing logged|over your cap|Days logged/);
    }
    expectTip(text, html, tips.forWeek(days[0]!));
    expect(text).toContain(`Unsubscribe with one click: ${unsubscribeUrl}\n`);
    expect(html).toContain(`href="${unsubscribeUrl}"`);
  });

  it('escapes what a person typed in the HTML part, and keeps it as typed in the text', async () => {
    const name = `<script>alert("hi")</script>&'`;
    const user = await person({ ...VALID_ANSWERS, name });
    await send(user, pastWeek().weekEnd);
    const { text, html } = received(user);
    expect(text).toMatch(/^Hi <script>alert\("hi"\)<\/script>&',\n/);
    expect(html).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;&amp;&#39;,');
    expect(html).not.toContain('<script');
  });

  it('keeps a refused e-mail with its HTML for the retry; the admin list shows its kind', async () => {
    const user = await person();
    smtp.state.failing = true;
    const sent = await send(user, pastWeek().weekEnd).finally(() => {
      smtp.state.failing = false;
    });
    expect(sent.result).toBe('sent'); // the outbox sends it again: no second copy from here
    const rows = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'weekly_summary', status: 'failed' });
    expect(rows[0]?.htmlBody).toContain('every week is a fresh start');
    const outbox = ctx.modules.outbox.service;
    const list = await outbox.list({ q: user.email, kind: 'weekly_summary', limit: 20 });
    expect(list.items.map((e) => [e.kind, e.subject])).toEqual([
      ['weekly_summary', 'Your KetoFlow week: a fresh week starts today'],
    ]);
    const preview = await outbox.get(rows[0]!.id);
    expect(preview.html).toContain('unsubscribe?token=[hidden]"');
    expect(preview.html).not.toContain(sent.unsubscribeUrl);
  });

  it('skips a person whose account is gone', async () => {
    const before = smtp.received.length;
    expect((await send({ id: randomUUID() }, pastWeek().weekEnd)).result).toBe('skipped');
    expect(smtp.received.length).toBe(before);
  });
});
