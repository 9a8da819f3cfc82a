import { randomUUID } from 'node:crypto';
import {
  COACH_SUGGESTIONS,
  type CoachConversation,
  type CoachConversationDetail,
  type CoachDoneEvent,
  type CoachErrorEvent,
  type LedgerPage,
  type MealDaySummary,
} from '@ketoflow/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { wireMoney } from '../../composition/identity.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { as, findFood, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createBodyModule } from '../body/index.js';
import { createFastingModule } from '../fasting/index.js';
import { createMealPlansModule } from '../meal-plans/index.js';
import { createMetashiftModule } from '../metashift/index.js';
import { createWaterModule } from '../water/index.js';
import { createProfileModule } from '../profile/index.js';
import { loadCoachKnowledge } from './coach.knowledge.js';
import { createCoachModule } from './index.js';

/**
 * FlowBrain as the app wires it: answers pay through the AI module's paid actions and the real
 * wallet, and read the person's numbers from the real diary, fasting, weight, Metashift and
 * meal-plan modules (whose routes the tests use to log meals, fasts, weights and plans).
 */
async function build(platform: Platform) {
  const { db, log } = platform;
  const { wallet, ai } = wireMoney(platform);
  const paid = { engine: ai.engine, paidActions: ai.paidActions };
  const profile = createProfileModule({ db });
  const { foods, recipes, meals } = await wireDiary(platform, { profile });
  const body = createBodyModule({ db, profile: profile.reader });
  const fasting = createFastingModule({ db, profile: profile.reader });
  const metashift = createMetashiftModule({ db });
  const water = createWaterModule({ db, profile: profile.reader });
  const mealPlans = createMealPlansModule({
    db,
    ...paid,
    profile: profile.reader,
    recipes: recipes.service,
    foods: foods.service,
    diary: meals.service,
    logger: log,
  });
  const coach = await createCoachModule({
    db,
    ...paid,
    profile: profile.reader,
    diary: meals.service,
    fasting: fasting.service,
    weight: body.service,
    water: water.service,
    metashift: metashift.service,
    plans: mealPlans.service,
    logger: log,
  });
  return { wallet, profile, foods, meals, body, water, fasting, metashift, mealPlans, coach };
}
type Ctx = ModuleTestContext<Awaited<ReturnType<typeof build>>>;

const TZ = 'Europe/Berlin';
const todayIn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());

type SseEvent = { event: string; data: unknown };

/** The events of a text/event-stream body, in order. */
function sseEvents(res: LightMyRequestResponse): SseEvent[] {
  return res.body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

function answerOf(res: LightMyRequestResponse) {
  const events = sseEvents(res);
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');
  const done = events.find((e) => e.event === 'done')?.data as CoachDoneEvent | undefined;
  const error = events.find((e) => e.event === 'error')?.data as CoachErrorEvent | undefined;
  return { events, text, done, error };
}

function suite(name: string, env: () => Record<string, string>, body: (s: Suite) => void) {
  describe(name, () => {
    const s = {} as Suite;
    const touched = new Set<string>();
    beforeAll(async () => {
      s.ctx = await createModuleTestContext(build, { env: env() });
    });
    afterAll(async () => {
      await s.ctx.close();
    });
    // The ledger invariant after every test, as in the wallet and paid-action tests.
    afterEach(async () => {
      for (const id of touched) {
        expect(await s.ctx.modules.wallet.service.getBalance(id)).toBe(
          await s.ctx.modules.wallet.service.ledgerSum(id),
        );
      }
      touched.clear();
    });
    // Onboarded as onboarding leaves a person: the profile filled in and the one-time bonus paid.
    s.user = async (answers: object | null = VALID_ANSWERS) => {
      const user = await s.ctx.signUp();
      touched.add(user.id);
      if (answers) {
        await completeProfile(s.ctx.modules.profile.store, user, answers);
        await s.ctx.modules.wallet.service.credit({
          userId: user.id,
          amount: s.ctx.config.onboardingBonusCoins,
          reason: 'onboarding_bonus',
          idempotencyKey: 'onboarding-bonus',
        });
      }
      return user;
    };
    body(s);
  });
}

type Suite = {
  ctx: Ctx;
  user(answers?: object | null): Promise<TestUser>;
};

async function newConversation(s: Suite, user: TestUser): Promise<CoachConversation> {
  const res = await as(s.ctx.app, user, {
    method: 'POST',
    url: '/api/v1/coach/conversations',
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CoachConversation>();
}

function ask(
  s: Suite,
  user: TestUser,
  conversationId: string,
  content: string,
  key = randomUUID(),
): Promise<LightMyRequestResponse> {
  return as(s.ctx.app, user, {
    method: 'POST',
    url: `/api/v1/coach/conversations/${conversationId}/messages`,
    headers: { 'idempotency-key': key },
    payload: { content, tz: TZ },
  });
}

const balanceOf = (s: Suite, user: TestUser) => s.ctx.modules.wallet.service.getBalance(user.id);

async function logEggs(s: Suite, user: TestUser, grams: number) {
  const egg = await findFood(s.ctx.app, user, 'egg');
  const res = await as(s.ctx.app, user, {
    method: 'POST',
    url: '/api/v1/meals',
    payload: {
      method: 'food',
      date: todayIn(TZ),
      mealType: 'breakfast',
      items: [{ foodId: egg.id, quantity: grams, unit: 'g' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function carbsSummary(s: Suite, user: TestUser): Promise<MealDaySummary> {
  const res = await as(s.ctx.app, user, {
    method: 'GET',
    url: `/api/v1/meals/summary?date=${todayIn(TZ)}`,
  });
  return res.json<MealDaySummary>();
}

describe('knowledge base file', () => {
  it('covers the required topics, and every entry cites a source', async () => {
    const entries = await loadCoachKnowledge();
    const intents = new Set(entries.map((e) => e.intent));
    for (const intent of [
      'keto_flu',
      'electrolytes',
      'net_carbs_explained',
      'plateau',
      'fasting_safety',
      'alcohol',
      'eating_out',
    ] as const)
      expect(intents.has(intent), intent).toBe(true);
    for (const entry of entries) expect(entry.sources.length).toBeGreaterThan(0);
  });
});

suite(
  'FlowBrain with the builtin engine',
  () => ({}),
  (s) => {
    it('keeps conversations: create, list, read, delete', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      expect(conversation.title).toBe('New conversation');
      const answer = answerOf(await ask(s, user, conversation.id, 'What are net carbs?'));
      expect(answer.done?.message.intent).toBe('net_carbs_explained');

      const list = await as(s.ctx.app, user, { method: 'GET', url: '/api/v1/coach/conversations' });
      expect(list.json<{ items: CoachConversation[] }>().items.map((c) => c.title)).toEqual([
        'What are net carbs?',
      ]);
      const detail = await as(s.ctx.app, user, {
        method: 'GET',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      const messages = detail.json<CoachConversationDetail>().messages;
      expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(messages[1]?.sources.length).toBeGreaterThan(0);
      expect(messages[1]?.provenance).toEqual({ engine: 'builtin', model: null });

      const del = await as(s.ctx.app, user, {
        method: 'DELETE',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      expect(del.statusCode).toBe(204);
      const gone = await as(s.ctx.app, user, {
        method: 'GET',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('answers keto flu with the day’s water from the person’s own log', async () => {
      const user = await s.user();
      const drink = await as(s.ctx.app, user, {
        method: 'POST',
        url: '/api/v1/water',
        payload: { date: todayIn(TZ), amountMl: 500 },
      });
      expect(drink.statusCode).toBe(201);
      const conversation = await newConversation(s, user);
      const answer = answerOf(
        await ask(s, user, conversation.id, 'I have a headache and feel tired since starting'),
      );
      expect(answer.done?.message.intent).toBe('keto_flu');
      expect(answer.text).toMatch(/You have logged 500 of your [\d]+ ml of water today/);
    });

    it('streams an answer as SSE deltas then done, charged once, grounded in the diary', async () => {
      const user = await s.user();
      await logEggs(s, user, 150);
      const summary = await carbsSummary(s, user);
      const remaining = summary.progress.netCarbsG.remaining;
      expect(remaining).not.toBeNull();
      const before = await balanceOf(s, user);
      const conversation = await newConversation(s, user);

      const res = await ask(s, user, conversation.id, 'how many carbs do I have left today?');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const { events, text, done } = answerOf(res);
      expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
      expect(events.at(-1)?.event).toBe('done');
      expect(
        `You have ${Math.round(remaining!)} g net carbs left today (${Math.round(summary.totals.netCarbsG)} g eaten of your ${Math.round(summary.targets!.netCarbsG)} g limit).`,
      ).toBe(text);
      expect(done?.message).toMatchObject({
        role: 'assistant',
        content: text,
        intent: 'carbs_left',
        safety: null,
        provenance: { engine: 'builtin', model: null },
      });
      expect(done?.userMessage.content).toBe('how many carbs do I have left today?');
      expect(done?.charged).toBe(1);
      expect(await balanceOf(s, user)).toBe(before - 1);
    });

    it('replays the stored answer for a retried key without charging again', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const key = randomUUID();
      const first = answerOf(
        await ask(s, user, conversation.id, 'How do I get through keto flu?', key),
      );
      const afterFirst = await balanceOf(s, user);
      const retry = await ask(s, user, conversation.id, 'How do I get through keto flu?', key);
      const replay = answerOf(retry);
      expect(replay.events.map((e) => e.event)).toEqual(['delta', 'done']);
      expect(replay.text).toBe(first.text);
      expect(replay.done).toMatchObject({ replayed: true, charged: 0 });
      expect(replay.done?.message.id).toBe(first.done?.message.id);
      expect(await balanceOf(s, user)).toBe(afterFirst);
      const detail = await as(s.ctx.app, user, {
        method: 'GET',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      expect(detail.json<CoachConversationDetail>().messages).toHaveLength(2);
    });

    it('refuses with a JSON 402 before any stream when the balance is too low', async () => {
      const user = await s.user(null); // not onboarded: no bonus coins
      const conversation = await newConversation(s, user);
      const res = await ask(s, user, conversation.id, 'What are net carbs?');
      expect(res.statusCode).toBe(402);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('INSUFFICIENT_BALANCE');
      const detail = await as(s.ctx.app, user, {
        method: 'GET',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      expect(detail.json<CoachConversationDetail>().messages).toEqual([]);
    });

    it('answers eating-disorder, pregnancy and type 1 messages with care, for free', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const before = await balanceOf(s, user);
      for (const [message, flag] of [
        ['I make myself throw up after dinner, is that ok on keto?', 'eating_disorder'],
        ['I am pregnant, can I fast 20 hours a day?', 'pregnancy'],
        ['I have type 1 diabetes, how low should I go on carbs?', 'type1_diabetes'],
      ] as const) {
        const { text, done } = answerOf(await ask(s, user, conversation.id, message));
        expect(done?.message.safety).toBe(flag);
        expect(done?.charged).toBe(0);
        expect(text).toMatch(/doctor|dietitian|care team|midwife/);
        expect(text).not.toMatch(/net carbs left/);
      }
      expect(await balanceOf(s, user)).toBe(before);
    });

    it('withholds fasting advice from a user who reported an eating-disorder history', async () => {
      const user = await s.user({ ...VALID_ANSWERS, safetyFlags: ['eating_disorder_history'] });
      const conversation = await newConversation(s, user);
      const { text, done } = answerOf(
        await ask(s, user, conversation.id, 'Is a 48 hour water fast safe for me?'),
      );
      expect(done?.message.safety).toBe('eating_disorder');
      expect(done?.charged).toBe(0);
      expect(text).toMatch(
        /^You told us during set-up that you have a history of an eating disorder/,
      );
      expect(text).not.toMatch(/16:8/);
      // An ordinary numbers question is still answered (and charged) as usual.
      const carbs = answerOf(await ask(s, user, conversation.id, 'How many carbs do I have left?'));
      expect(carbs.done?.message.intent).toBe('carbs_left');
      expect(carbs.done?.charged).toBe(1);
    });

    it('charges once when the same key arrives twice at the same time', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const before = await balanceOf(s, user);
      const key = randomUUID();
      const [a, b] = await Promise.all([
        ask(s, user, conversation.id, 'What are net carbs?', key),
        ask(s, user, conversation.id, 'What are net carbs?', key),
      ]);
      const [first, second] = [answerOf(a), answerOf(b)];
      expect(first.done?.message.id).toBeDefined();
      expect(second.done?.message.id).toBe(first.done?.message.id);
      expect(second.text).toBe(first.text);
      expect(await balanceOf(s, user)).toBe(before - 1);
    });

    it('refuses a key already used in another conversation', async () => {
      const user = await s.user();
      const one = await newConversation(s, user);
      const two = await newConversation(s, user);
      const key = randomUUID();
      await ask(s, user, one.id, 'What are net carbs?', key);
      const res = await ask(s, user, two.id, 'What are net carbs?', key);
      expect(res.statusCode).toBe(409);
    });

    it('grounds answers in the running fast, the weight trend, Metashift and the meal plan', async () => {
      const user = await s.user();
      const startedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
      const fast = await as(s.ctx.app, user, {
        method: 'POST',
        url: '/api/v1/fasts',
        payload: { protocol: '16:8', startedAt },
      });
      expect(fast.statusCode, fast.body).toBe(201);
      for (const [daysAgo, weight] of [
        [14, 82],
        [7, 81.2],
        [0, 80.4],
      ] as const) {
        const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
        const res = await as(s.ctx.app, user, {
          method: 'POST',
          url: '/api/v1/body/weights',
          payload: { weight, units: 'metric', date },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const metashift = await as(s.ctx.app, user, {
        method: 'POST',
        url: `/api/v1/metashift/activate?tz=${encodeURIComponent(TZ)}`,
        payload: { daysAgo: 10 },
      });
      expect(metashift.statusCode, metashift.body).toBe(200);
      const plan = await as(s.ctx.app, user, {
        method: 'POST',
        url: `/api/v1/meal-plans?tz=${encodeURIComponent(TZ)}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { duration: 7 },
      });
      expect(plan.statusCode, plan.body).toBeLessThan(300);

      const conversation = await newConversation(s, user);
      const fasting = answerOf(
        await ask(s, user, conversation.id, 'How long have I been fasting?'),
      );
      expect(fasting.text).toMatch(/^You are 2(\.\d)? h into your 16:8 fast; 1\d(\.\d)? h to go/);
      const trend = answerOf(await ask(s, user, conversation.id, 'How is my weight trending?'));
      expect(trend.text).toContain('Your latest weigh-in is 80.4 kg');
      expect(trend.text).toMatch(/losing about [\d.]+ kg a week/);
      const phase = answerOf(await ask(s, user, conversation.id, 'Which Metashift phase am I in?'));
      expect(phase.text).toContain('day 11 of Metashift, in the Adaptation phase');
      const today = answerOf(
        await ask(s, user, conversation.id, 'What does my meal plan say for today?'),
      );
      expect(today.text).toMatch(/^Today is day 1 of 7 of ".*"\. On the menu — /);
    });

    it('says honestly what it can answer when it does not understand', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const { text, done } = answerOf(
        await ask(s, user, conversation.id, 'Write me a poem about penguins'),
      );
      expect(done?.message.intent).toBe('unknown');
      expect(text).toContain(COACH_SUGGESTIONS[0]);
    });

    it('keeps conversations private: another user gets 404 everywhere', async () => {
      const owner = await s.user();
      const other = await s.user();
      const conversation = await newConversation(s, owner);
      const url = `/api/v1/coach/conversations/${conversation.id}`;
      for (const method of ['GET', 'DELETE'] as const)
        expect((await as(s.ctx.app, other, { method, url })).statusCode).toBe(404);
      const before = await balanceOf(s, other);
      expect((await ask(s, other, conversation.id, 'What are net carbs?')).statusCode).toBe(404);
      expect(await balanceOf(s, other)).toBe(before);
      const list = await as(s.ctx.app, other, {
        method: 'GET',
        url: '/api/v1/coach/conversations',
      });
      expect(list.json<{ items: unknown[] }>().items).toEqual([]);
    });

    it('validates the question and the key', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      expect((await ask(s, user, conversation.id, '   ')).statusCode).toBe(400);
      const noKey = await as(s.ctx.app, user, {
        method: 'POST',
        url: `/api/v1/coach/conversations/${conversation.id}/messages`,
        payload: { content: 'hi' },
      });
      expect(noKey.statusCode).toBe(400);
    });
  },
);

let fake: FakeOpenAi;
const SECRET = 'sk-test-coach-secret-0123456789';

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

suite(
  'FlowBrain with an OpenAI-compatible engine',
  () => ({
    AI_ENGINE: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: SECRET,
    AI_MODEL: 'fake-chat-model',
    AI_TIMEOUT_MS: '3000',
  }),
  (s) => {
    it('streams the model’s answer with the user’s numbers and retrieved notes in the prompt', async () => {
      const user = await s.user();
      await logEggs(s, user, 100);
      const summary = await carbsSummary(s, user);
      const conversation = await newConversation(s, user);
      const before = await balanceOf(s, user);
      fake.reply({ kind: 'stream', deltas: ['Magnesium ', 'and salt ', 'help.'] });
      const res = await ask(s, user, conversation.id, 'Should I take magnesium for cramps?');
      const { text, done } = answerOf(res);
      expect(text).toBe('Magnesium and salt help.');
      expect(done?.message.provenance).toEqual({
        engine: 'openai-compatible',
        model: 'fake-chat-model',
      });
      expect(done?.message.sources.length).toBeGreaterThan(0);
      expect(done?.charged).toBe(1);
      expect(await balanceOf(s, user)).toBe(before - 1);
      expect(res.body).not.toContain(SECRET);

      const request = fake.requests.at(-1)!;
      expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
      const sent = request.body as {
        stream: boolean;
        messages: { role: string; content: string }[];
      };
      expect(sent.stream).toBe(true);
      const system = sent.messages[0]!;
      expect(system.role).toBe('system');
      expect(system.content).toContain(
        `You have ${Math.round(summary.progress.netCarbsG.remaining!)} g net carbs left today`,
      );
      expect(system.content).toContain('### Electrolytes on keto');
      expect(system.content).not.toContain(SECRET);
      expect(sent.messages.at(-1)).toEqual({
        role: 'user',
        content: 'Should I take magnesium for cramps?',
      });
    });

    it('sends earlier turns as history', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      fake.reply({ kind: 'stream', deltas: ['First answer.'] });
      await ask(s, user, conversation.id, 'What are net carbs?');
      fake.reply({ kind: 'stream', deltas: ['Second answer.'] });
      await ask(s, user, conversation.id, 'And fibre?');
      const sent = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
      expect(sent.messages.slice(1).map((m) => m.content)).toEqual([
        'What are net carbs?',
        'First answer.',
        'And fibre?',
      ]);
    });

    it('refunds the coins and ends the stream with an error event when the model fails', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const before = await balanceOf(s, user);
      fake.reply({ kind: 'json', status: 500, body: { error: { message: `bad key ${SECRET}` } } });
      const res = await ask(s, user, conversation.id, 'What are net carbs?');
      expect(res.statusCode).toBe(200);
      const { error, done } = answerOf(res);
      expect(done).toBeUndefined();
      expect(error?.code).toBe('AI_UNAVAILABLE');
      expect(res.body).not.toContain(SECRET);
      expect(await balanceOf(s, user)).toBe(before);
      const ledger = await as(s.ctx.app, user, {
        method: 'GET',
        url: '/api/v1/wallet/ledger?limit=10',
      });
      expect(ledger.json<LedgerPage>().items.map((i) => i.reason)).toContain('ai_refund');
      const detail = await as(s.ctx.app, user, {
        method: 'GET',
        url: `/api/v1/coach/conversations/${conversation.id}`,
      });
      expect(detail.json<CoachConversationDetail>().messages).toEqual([]);
    });

    it('refunds an empty answer and a model that never answers', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const before = await balanceOf(s, user);
      fake.reply({ kind: 'stream', deltas: [] });
      const empty = answerOf(await ask(s, user, conversation.id, 'What are net carbs?'));
      expect(empty.error?.code).toBe('AI_INVALID_OUTPUT');
      fake.reply({ kind: 'hang' });
      const hung = answerOf(await ask(s, user, conversation.id, 'What are net carbs?'));
      expect(hung.error?.code).toBe('AI_TIMEOUT');
      expect(await balanceOf(s, user)).toBe(before);
    });

    it('answers safety messages without calling the model', async () => {
      const user = await s.user();
      const conversation = await newConversation(s, user);
      const calls = fake.requests.length;
      const { done } = answerOf(
        await ask(s, user, conversation.id, 'I hate my body and want to starve'),
      );
      expect(done?.message.safety).toBe('eating_disorder');
      expect(done?.message.provenance?.engine).toBe('builtin');
      expect(fake.requests.length).toBe(calls);
    });
  },
);
