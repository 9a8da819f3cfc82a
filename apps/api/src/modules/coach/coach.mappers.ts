import type {
  CoachConversation,
  CoachIntent,
  CoachMessage,
  CoachSafetyFlag,
  CoachSource,
} from '@ketoflow/contracts';
import type { ConversationRow, MessageRow } from './coach.repository.js';

export function toConversation(row: ConversationRow): CoachConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): CoachMessage {
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
