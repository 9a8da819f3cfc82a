import type { CoachSource } from '@ketoflow/contracts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachConversations, coachMessages } from './coach.schema.js';

export type ConversationRow = typeof coachConversations.$inferSelect;
export type MessageRow = typeof coachMessages.$inferSelect;
export type NewMessage = Omit<
  typeof coachMessages.$inferInsert,
  'id' | 'createdAt' | 'userId' | 'conversationId' | 'sources'
> & { sources: CoachSource[] };

/** The current plan's day as the coach needs it (meals are the plan feature's jsonb). */
export type PlanDayRow = {
  name: string;
  startsOn: string;
  duration: number;
  meals: unknown[] | null;
};

/** Every query names the owner: another user's conversation simply is not found. */
export function createCoachRepository(db: Db) {
  return {
    async listConversations(userId: string): Promise<ConversationRow[]> {
      return db
        .select()
        .from(coachConversations)
        .where(eq(coachConversations.userId, userId))
        .orderBy(desc(coachConversations.updatedAt), desc(coachConversations.id))
        .limit(100);
    },

    async findConversation(userId: string, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(coachConversations)
        .where(and(eq(coachConversations.userId, userId), eq(coachConversations.id, id)));
      return row;
    },

    async createConversation(userId: string, title: string): Promise<ConversationRow> {
      const [row] = await db.insert(coachConversations).values({ userId, title }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async deleteConversation(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(coachConversations)
        .where(and(eq(coachConversations.userId, userId), eq(coachConversations.id, id)))
        .returning({ id: coachConversations.id });
      return rows.length > 0;
    },

    async listMessages(userId: string, conversationId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(coachMessages)
        .where(
          and(eq(coachMessages.userId, userId), eq(coachMessages.conversationId, conversationId)),
        )
        .orderBy(asc(coachMessages.createdAt), asc(coachMessages.role));
    },

    /**
     * The question stored under this request key and the answer stored right after it
     * (both are written in one transaction, so either both exist or neither).
     */
    async findExchangeByKey(
      userId: string,
      idempotencyKey: string,
    ): Promise<{ question: MessageRow; answer: MessageRow } | undefined> {
      const [question] = await db
        .select()
        .from(coachMessages)
        .where(
          and(eq(coachMessages.userId, userId), eq(coachMessages.idempotencyKey, idempotencyKey)),
        );
      if (!question) return undefined;
      const [answer] = await db
        .select()
        .from(coachMessages)
        .where(
          and(
            eq(coachMessages.userId, userId),
            eq(coachMessages.conversationId, question.conversationId),
            eq(coachMessages.role, 'assistant'),
            gte(coachMessages.createdAt, question.createdAt),
          ),
        )
        .orderBy(asc(coachMessages.createdAt))
        .limit(1);
      return answer ? { question, answer } : undefined;
    },

    /**
     * Stores the question and its answer together and bumps the conversation, so a list
     * ordered by activity shows it first. The answer's timestamp is a moment after the
     * question's, so "oldest first" never swaps them.
     */
    async saveExchange(
      userId: string,
      conversationId: string,
      question: NewMessage,
      answer: NewMessage,
      retitle: string | null,
    ): Promise<{ question: MessageRow; answer: MessageRow }> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [q] = await tx
          .insert(coachMessages)
          .values({ ...question, userId, conversationId, createdAt: now })
          .returning();
        const [a] = await tx
          .insert(coachMessages)
          .values({
            ...answer,
            userId,
            conversationId,
            createdAt: new Date(now.getTime() + 1),
          })
          .returning();
        if (!q || !a) throw new Error('insert returned no row');
        await tx
          .update(coachConversations)
          .set({ updatedAt: sql`now()`, ...(retitle ? { title: retitle } : {}) })
          .where(
            and(eq(coachConversations.userId, userId), eq(coachConversations.id, conversationId)),
          );
        return { question: q, answer: a };
      });
    },

    /** The most recent earlier turns, oldest first, for the model's memory. */
    async recentMessages(
      userId: string,
      conversationId: string,
      limit: number,
    ): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(coachMessages)
        .where(
          and(eq(coachMessages.userId, userId), eq(coachMessages.conversationId, conversationId)),
        )
        .orderBy(desc(coachMessages.createdAt))
        .limit(limit);
      return rows.reverse();
    },
  };
}

export type CoachRepository = ReturnType<typeof createCoachRepository>;
