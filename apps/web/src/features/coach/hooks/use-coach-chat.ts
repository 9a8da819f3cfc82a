import type { CoachConversationDetail } from '@ketoflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { newRequestKey } from '../../../entities/ai/ai';
import { coachKeys } from '../../../entities/query-keys';
import { isApiError } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { streamCoachAnswer, useCreateConversation } from '../api/coach-api';
import { afterPaidAction } from '../../../entities/wallet/wallet';

type Pending = { question: string; text: string };
type Attempt = { content: string; key: string; conversationId: string };

/**
 * The chat box of a conversation: the draft, the answer streaming in, the last error, and
 * `send`, which starts a conversation when none is selected (`onCreated` selects it).
 */
export function useCoachChat(selectedId: string | null, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const create = useCreateConversation();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The last failed send: retrying the same question after a lost connection reuses its key. */
  const lastAttempt = useRef<Attempt | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function send(raw: string) {
    const content = raw.trim();
    if (!content || pending) return;
    setError(null);
    let conversationId = selectedId;
    try {
      if (!conversationId) {
        conversationId = (await create.mutateAsync()).id;
        onCreated(conversationId);
      }
      const previous = lastAttempt.current;
      const key =
        previous && previous.content === content && previous.conversationId === conversationId
          ? previous.key
          : newRequestKey();
      lastAttempt.current = { content, key, conversationId };
      setDraft('');
      setPending({ question: content, text: '' });
      const controller = new AbortController();
      abort.current = controller;
      const done = await streamCoachAnswer({
        conversationId,
        body: { content, tz: clientTimeZone() },
        requestKey: key,
        signal: controller.signal,
        onDelta: (text) => setPending((p) => (p ? { ...p, text: p.text + text } : p)),
      });
      lastAttempt.current = null;
      queryClient.setQueryData<CoachConversationDetail>(
        coachKeys.conversation(conversationId),
        (old) =>
          old && {
            ...old,
            messages: [
              ...old.messages.filter(
                (m) => m.id !== done.userMessage.id && m.id !== done.message.id,
              ),
              done.userMessage,
              done.message,
            ],
          },
      );
      void queryClient.invalidateQueries({ queryKey: coachKeys.conversations });
      if (done.charged > 0) void afterPaidAction(queryClient, null);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(failure);
      setDraft(content);
      // Only a lost connection leaves it unknown whether the answer was stored: keep the key
      // so the retry replays it. Anything else was refunded or never charged: a new key.
      if (!isApiError(failure, 'NETWORK')) lastAttempt.current = null;
      // The charge may have happened and been refunded; let the balance catch up.
      void afterPaidAction(queryClient, null);
    } finally {
      setPending(null);
    }
  }

  return {
    draft,
    setDraft,
    pending,
    error,
    setError,
    send,
    abort: () => abort.current?.abort(),
  };
}
