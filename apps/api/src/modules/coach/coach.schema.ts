import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/*
 * Results of AI actions. Every row records which engine (builtin | openai-compatible)
 * and model produced it, and the client's per-request idempotency key, so a retried paid request
 * answers with the stored result instead of redoing (and giving away) the work.
 * The jsonb shapes are owned by the feature modules and typed there through contracts.
 */

export const coachConversations = pgTable(
  'coach_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => coachConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** user | assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** Detected intent (builtin) and the knowledge-base entries the answer drew on. */
    intent: text('intent'),
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    /** eating_disorder | pregnancy | type1_diabetes | … when the safety rules answered. */
    safetyFlag: text('safety_flag'),
    engine: text('engine'),
    model: text('model'),
    /** Set on the user's message: a retried send answers with the stored reply. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('coach_messages_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);
