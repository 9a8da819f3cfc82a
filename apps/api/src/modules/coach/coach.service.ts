import { setTimeout as sleep } from 'node:timers/promises';
import {
  PlannedMealSchema,
  type CoachConversation,
  type CoachConversationDetail,
  type CoachDoneEvent,
  type CoachIntent,
  type CoachMessage,
  type CoachSafetyFlag,
  type CoachSource,
  type SendCoachMessageBody,
} from '@ketoflow/contracts';
import {
  buildCoachSystemPrompt,
  calendarDateInTimeZone,
  chunkCoachAnswer,
  coachConversationTitle,
  coachSafetyAnswer,
  composeCoachAnswer,
  detectCoachIntent,
  fastingProtocol,
  metashiftPhase,
  profileSafetyFor,
  retrieveCoachKnowledge,
  screenCoachMessage,
  type CoachContext,
  type CoachKnowledgeEntry,
} from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { AiInvalidOutputError } from '../../lib/ai/index.js';
import { BUILTIN_MODEL, type AiEngine, type AiMessage } from '../../lib/ai/index.js';
import type { CoachPayments, CoachSources } from './coach.ports.js';
import type {
  CoachRepository,
  ConversationRow,
  MessageRow,
  NewMessage,
} from './coach.repository.js';

/** Where a reply's text goes as it is produced (the route writes it as SSE `delta` events). */
export type CoachReplySink = {
  /** Called once, right before the first piece of text: the route opens the stream here. */
  start(): void;
  delta(text: string): void;
  /** Aborted when the browser goes away; a model call is then cancelled (and refunded). */
  signal: AbortSignal;
};

export type CoachServiceDeps = CoachSources & {
  repo: CoachRepository;
  engine: AiEngine;
  paidActions: CoachPayments;
  knowledge: readonly CoachKnowledgeEntry[];
  logger: FastifyBaseLogger;
};

/** Earlier turns the model sees (the system prompt carries today's numbers afresh). */
const HISTORY_TURNS = 10;
/** Pause between the builtin engine's chunks, so the answer streams like the model's. */
const BUILTIN_CHUNK_PAUSE_MS = 12;

function toConversation(row: ConversationRow): CoachConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): CoachMessage {
  const engine = row.engine === 'openai-compatible' ? 'openai-compatible' : 'builtin';
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    intent: (row.intent as CoachIntent | null) ?? null,
    sources: row.sources as CoachSource[],
    safety: (row.safetyFlag as CoachSafetyFlag | null) ?? null,
    provenance:
      row.role === 'assistant' && row.engine
        ? { engine, model: engine === 'builtin' ? null : row.model }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function uniqueSources(sources: readonly CoachSource[]): CoachSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.url) ? false : (seen.add(s.url), true)));
}

type Reply = {
  text: string;
  intent: CoachIntent;
  sources: CoachSource[];
  safety: CoachSafetyFlag | null;
  engine: AiEngine['name'];
  model: string | null;
};

export function createCoachService(deps: CoachServiceDeps) {
  const { repo, engine, paidActions, knowledge, logger } = deps;

  async function ownedConversation(userId: string, id: string): Promise<ConversationRow> {
    const row = await repo.findConversation(userId, id);
    if (!row) throw new NotFoundError('Conversation not found.');
    return row;
  }

  /** Every number the coach may say, read from the user's own data for their calendar day. */
  async function buildContext(userId: string, timeZone: string, now: Date): Promise<CoachContext> {
    const today = calendarDateInTimeZone(now, timeZone);
    const [onboarding, summary, current, weight, metashift, plan] = await Promise.all([
      deps.onboarding.get(userId),
      deps.diary.summary(userId, today),
      deps.fasting.getCurrent(userId),
      deps.weight.summary(userId),
      deps.metashift.get(userId, timeZone),
      deps.plans.planForDay(userId, today),
    ]);
    let planContext: CoachContext['plan'] = null;
    if (plan) {
      const { day } = plan;
      const meals = plan.meals.flatMap((raw) => {
        const meal = PlannedMealSchema.safeParse(raw);
        return meal.success
          ? [
              {
                title: meal.data.title,
                mealType: meal.data.mealType,
                netCarbsG: meal.data.macros.netCarbsG,
              },
            ]
          : [];
      });
      planContext = { name: plan.name || 'Your meal plan', day, duration: plan.duration, meals };
    }
    const fast = current.fast;
    return {
      today,
      name: onboarding.response?.answers.name ?? null,
      targets: summary.targets,
      eaten: {
        entries: summary.entries,
        netCarbsG: summary.totals.netCarbsG,
        proteinG: summary.totals.proteinG,
        fatG: summary.totals.fatG,
        energyKcal: summary.totals.energyKcal,
        sodiumMg: summary.totals.sodiumMg,
      },
      fast:
        fast && !fast.endedAt
          ? {
              protocol: fastingProtocol(fast.protocol).label,
              targetHours: fast.targetHours,
              elapsedHours: Math.max(
                0,
                (Date.parse(current.serverTime) - Date.parse(fast.startedAt)) / 3_600_000,
              ),
            }
          : null,
      weight: {
        units: weight.units,
        count: weight.count,
        latest: weight.latestWeight,
        trend: weight.trendWeight,
        perWeek: weight.weeklyRate?.perWeek ?? null,
        spanDays: weight.weeklyRate?.spanDays ?? null,
        goal: weight.goal?.goal ?? null,
        remaining: weight.goal?.remaining ?? null,
      },
      metashift:
        metashift.isActive && metashift.day !== null && metashift.phaseId
          ? {
              day: metashift.day,
              phaseName: metashiftPhase(metashift.phaseId).name,
              dayInPhase: metashift.dayInPhase,
              daysToNextPhase: metashift.daysToNextPhase,
              tip: metashift.tip,
            }
          : null,
      plan: planContext,
      safetyFlags: onboarding.response?.answers.safetyFlags ?? [],
    };
  }

  /** Streams a finished text in small pieces (builtin and safety answers). */
  async function streamText(text: string, sink: CoachReplySink): Promise<void> {
    sink.start();
    for (const chunk of chunkCoachAnswer(text)) {
      sink.delta(chunk);
      if (!sink.signal.aborted) await sleep(BUILTIN_CHUNK_PAUSE_MS);
    }
  }

  async function modelReply(
    userId: string,
    conversationId: string,
    content: string,
    intent: CoachIntent,
    context: CoachContext,
    sink: CoachReplySink,
  ): Promise<Reply> {
    const retrieved = retrieveCoachKnowledge(knowledge, content, { limit: 3, intent });
    const history = await repo.recentMessages(userId, conversationId, HISTORY_TURNS);
    const messages: AiMessage[] = [
      { role: 'system', content: buildCoachSystemPrompt(context, retrieved) },
      ...history.map((m): AiMessage =>
        m.role === 'assistant'
          ? { role: 'assistant', content: m.content }
          : { role: 'user', content: m.content },
      ),
      { role: 'user', content },
    ];
    // The coins are taken: open the stream now, so a model that fails before its first
    // word still ends in an `error` event (with the refund) the page can show in place.
    sink.start();
    let text = '';
    for await (const piece of engine.chatStream(messages, {
      signal: sink.signal,
      temperature: 0.3,
      maxTokens: 700,
    })) {
      text += piece;
      sink.delta(piece);
    }
    // An empty answer is a failed answer: the coins go back.
    if (!text.trim()) throw new AiInvalidOutputError(1);
    return {
      text,
      intent,
      sources: uniqueSources(retrieved.flatMap((e) => e.sources)),
      safety: null,
      engine: engine.name,
      model: engine.model,
    };
  }

  async function builtinReply(
    intent: CoachIntent,
    context: CoachContext,
    sink: CoachReplySink,
  ): Promise<Reply> {
    const answer = composeCoachAnswer(intent, context, knowledge);
    await streamText(answer.text, sink);
    return {
      text: answer.text,
      intent: answer.intent,
      sources: answer.sources,
      safety: null,
      engine: 'builtin',
      model: null,
    };
  }

  async function save(
    userId: string,
    conversation: ConversationRow,
    content: string,
    idempotencyKey: string,
    reply: Reply,
  ) {
    const isFirst = (await repo.recentMessages(userId, conversation.id, 1)).length === 0;
    const question: NewMessage = {
      role: 'user',
      content,
      intent: null,
      sources: [],
      safetyFlag: null,
      engine: null,
      model: null,
      idempotencyKey,
    };
    const answer: NewMessage = {
      role: 'assistant',
      content: reply.text,
      intent: reply.intent,
      sources: reply.sources,
      safetyFlag: reply.safety,
      engine: reply.engine,
      model: reply.engine === 'builtin' ? BUILTIN_MODEL : reply.model,
      idempotencyKey: null,
    };
    // A conversation created without a title is named after its first question.
    const retitle =
      isFirst && conversation.title === NEW_CONVERSATION_TITLE
        ? coachConversationTitle(content)
        : null;
    return repo.saveExchange(userId, conversation.id, question, answer, retitle);
  }

  const done = (
    exchange: { question: MessageRow; answer: MessageRow },
    charged: number,
    replayed: boolean,
  ): CoachDoneEvent => ({
    message: toMessage(exchange.answer),
    userMessage: toMessage(exchange.question),
    charged,
    replayed,
  });

  return {
    async list(userId: string) {
      return { items: (await repo.listConversations(userId)).map(toConversation) };
    },

    async create(userId: string, title: string | undefined): Promise<CoachConversation> {
      return toConversation(await repo.createConversation(userId, title ?? NEW_CONVERSATION_TITLE));
    },

    async get(userId: string, id: string): Promise<CoachConversationDetail> {
      const row = await ownedConversation(userId, id);
      const messages = await repo.listMessages(userId, id);
      return { ...toConversation(row), messages: messages.map(toMessage) };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteConversation(userId, id)))
        throw new NotFoundError('Conversation not found.');
    },

    buildContext,

    /**
     * Answers one question. Order matters:
     * 1. a key that already has a stored exchange replays it (nothing is charged);
     * 2. the safety screen (message text, then the profile's flags for restrictive intents)
     *    answers for free and before any engine runs — nobody pays to be pointed to help;
     * 3. otherwise coach_message is charged BEFORE the answer starts (an insufficient balance
     *    is an ordinary error response, no stream), the engine streams through `sink`, and a
     *    failure refunds the coins (paid-action runner).
     * Returns the `done` payload; `sink.start()` was called unless it is a replay.
     */
    async send(
      userId: string,
      conversationId: string,
      body: SendCoachMessageBody,
      idempotencyKey: string,
      sink: CoachReplySink,
    ): Promise<CoachDoneEvent> {
      const conversation = await ownedConversation(userId, conversationId);
      const stored = await repo.findExchangeByKey(userId, idempotencyKey);
      if (stored) {
        if (stored.question.conversationId !== conversation.id)
          throw new ConflictError('This request key was already used in another conversation.');
        return done(stored, 0, true);
      }

      const content = body.content;
      const { intent } = detectCoachIntent(content);
      const context = await buildContext(userId, body.tz, new Date());
      const fromMessage = screenCoachMessage(content);
      const safety = fromMessage ?? profileSafetyFor(intent, context.safetyFlags);
      if (safety) {
        const answer = coachSafetyAnswer(safety, fromMessage ? 'message' : 'profile');
        await streamText(answer.text, sink);
        try {
          const exchange = await save(userId, conversation, content, idempotencyKey, {
            text: answer.text,
            intent,
            sources: answer.sources,
            safety,
            engine: 'builtin',
            model: null,
          });
          return done(exchange, 0, false);
        } catch (error) {
          // A same-key request (a double click) stored it first: answer with that one.
          const winner = await repo.findExchangeByKey(userId, idempotencyKey);
          if (winner) return done(winner, 0, true);
          throw error;
        }
      }

      const paid = await paidActions.runPaidAction({
        userId,
        action: 'coach_message',
        idempotencyKey,
        work: async ({ replayed }) => {
          if (replayed) {
            // Charged by an earlier request with this key: answer with what it stored.
            // Nothing stored yet means it is still running elsewhere; throwing here would
            // refund a charge that request may still complete, so report it after the run.
            return (await repo.findExchangeByKey(userId, idempotencyKey)) ?? null;
          }
          const reply = engine.capabilities.chat
            ? await modelReply(userId, conversation.id, content, intent, context, sink)
            : await builtinReply(intent, context, sink);
          return save(userId, conversation, content, idempotencyKey, reply);
        },
      });
      if (!paid.result)
        throw new ConflictError(
          'This message is still being answered. Please wait a moment and reload.',
        );
      logger.debug({ userId, intent, replayed: paid.replayed }, 'coach answered');
      return done(paid.result, paid.replayed ? 0 : paid.price, paid.replayed);
    },
  };
}

/** The title a conversation has until its first question names it. */
export const NEW_CONVERSATION_TITLE = 'New conversation';

export type CoachService = ReturnType<typeof createCoachService>;
