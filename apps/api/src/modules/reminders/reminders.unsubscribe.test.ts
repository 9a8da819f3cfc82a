import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createRemindersModule } from './index.js';

function build({ db, events, log }: Platform) {
  return {
    reminders: createRemindersModule({
      db,
      events,
      logger: log,
      secret: 'unsubscribe-test-secret',
      appUrl: 'https://ketoflow.test',
    }),
  };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

async function subscribed(): Promise<TestUser> {
  const user = await ctx.signUp();
  const res = await as(ctx.app, user, {
    method: 'PUT',
    url: '/api/v1/reminders/settings',
    payload: {
      ...DEFAULT_REMINDER_SETTINGS,
      timeZone: 'Europe/Berlin',
      weekly_email: { on: true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

async function weeklyEmailOn(user: TestUser): Promise<boolean> {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/reminders/settings' });
  return res.json<ReminderSettings>().weekly_email.on;
}

/** What a mail client sends for a one-click unsubscribe: a POST without cookies. */
function oneClick(url: string) {
  return ctx.app.inject({
    method: 'POST',
    url: url.replace('https://ketoflow.test', ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

describe('the weekly e-mail’s unsubscribe link', () => {
  it('turns the e-mail off signed out, and a second use changes nothing', async () => {
    const user = await subscribed();
    const url = ctx.modules.reminders.unsubscribeUrl(user.id);
    expect(url).toMatch(/^https:\/\/ketoflow\.test\/email\/unsubscribe\?token=/);
    const first = await oneClick(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ unsubscribed: true, already: false });
    expect(await weeklyEmailOn(user)).toBe(false);
    // The app's page posts the same token to the API.
    const token = new URL(url).searchParams.get('token')!;
    const second = await oneClick(`/api/v1/reminders/unsubscribe?token=${token}`);
    expect(second.json()).toEqual({ unsubscribed: true, already: true });
  });

  it('cannot be made for another person: a changed name or signature is refused', async () => {
    const victim = await subscribed();
    const attacker = await subscribed();
    const token = new URL(ctx.modules.reminders.unsubscribeUrl(attacker.id)).searchParams.get(
      'token',
    )!;
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(victim.id).toString('base64url')}.${signature}`;
    const cut = token.slice(0, -3);
    for (const bad of [forged, cut, 'nonsense', `${token}.extra`]) {
      const res = await oneClick(`/api/v1/reminders/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message, `${bad}: ${res.body}`).toContain(
        'This unsubscribe link is not valid.',
      );
    }
    expect(await weeklyEmailOn(victim)).toBe(true);
    expect(await weeklyEmailOn(attacker)).toBe(true);
  });
});
