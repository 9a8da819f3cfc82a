import { setTimeout as sleep } from 'node:timers/promises';
import type { CoachIntent, CoachSafetyFlag, CoachSource } from '@ketoflow/contracts';
import {
  buildCoachSystemPrompt,
  chunkCoachAnswer,
  composeCoachAnswer,
  retrieveCoachKnowledge,
  type CoachContext,
  type CoachKnowledgeEntry,
} from '@ketoflow/domain';
import { AiInvalidOutputError, type AiEngine, type AiMessage } from '../../lib/ai/index.js';
import type { CoachRepository } from './coach.repository.js';

/** Where a reply's text goes as it is produced (the route writes it as SSE `delta` events). */
export type CoachReplySink = {
  /** Called once, right before the first piece of text: the route opens the stream here. */
  start(): void;
  delta(text: string): void;
  /** Aborted when the browser goes away; a model call is then cancelled (and refunded). */
  signal: AbortSignal;
};

/** An answer as it is stored: its text, what grounded it and which engine wrote it. */
export type Reply = {
  text: string;
  intent: CoachIntent;
  sources: CoachSource[];
  safety: CoachSafetyFlag | null;
  engine: AiEngine['name'];
  model: string | null;
};

/** Earlier turns the model sees (the system prompt carries today's numbers afresh). */
const HISTORY_TURNS = 10;
/** Pause between the builtin engine's chunks, so the answer streams like the model's. */
const BUILTIN_CHUNK_PAUSE_MS = 12;

function uniqueSources(sources: readonly CoachSource[]): CoachSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.url) ? false : (seen.add(s.url), true)));
}

/** How an answer is written and streamed: by the model, by the builtin engine, or as given. */
export function createReplies(deps: {
  repo: CoachRepository;
  engine: AiEngine;
  knowledge: readonly CoachKnowledgeEntry[];
}) {
  const { repo, engine, knowledge } = deps;

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

  return { streamText, modelReply, builtinReply };
}
