import type {
  CoachConversation,
  CoachConversationDetail,
  CoachDoneEvent,
  SendCoachMessageBody,
} from '@ketoflow/contracts';
import {
  coachConversationTitle,
  coachSafetyAnswer,
  detectCoachIntent,
  profileSafetyFor,
  screenCoachMessage,
  type CoachKnowledgeEntry,
} from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import { BUILTIN_MODEL, type AiEngine } from '../../lib/ai/index.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { createContextBuilder } from './coach.context.js';
import { toConversation, toMessage } from './coach.mappers.js';
import type { CoachPayments, CoachSources } from './coach.ports.js';
import { createReplies, type CoachReplySink, type Reply } from './coach.reply.js';
import type {
  CoachRepository,
  ConversationRow,
  MessageRow,
  NewMessage,
} from './coach.repository.js';

export type { CoachReplySink } from './coach.reply.js';

export type CoachServiceDeps = CoachSources & {
  repo: CoachRepository;
  engine: AiEngine;
  paidActions: CoachPayments;
  knowledge: readonly CoachKnowledgeEntry[];
  logger: FastifyBaseLogger;
};

export function createCoachService(deps: CoachServiceDeps) {
  const { repo, engine, paidActions, knowledge, logger } = deps;
  const buildContext = createContextBuilder(deps);
  const { streamText, modelReply, builtinReply } = createReplies({ repo, engine, knowledge });

  async function ownedConversation(userId: string, id: string): Promise<ConversationRow> {
    const row = await repo.findConversation(userId, id);
    if (!row) throw new NotFoundError('Conversation not found.');
    return row;
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
