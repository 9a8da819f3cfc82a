import {
  endpoints,
  type CoachConversationDetail,
  type CoachDoneEvent,
  type CoachErrorEvent,
  type ErrorBody,
  type ErrorCode,
  type SendCoachMessageBody,
} from '@ketoflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { parseSseBuffer } from '../lib/sse';
import { coachKeys } from '../../../entities/query-keys';
import { idempotencyHeaders } from '../../../lib/idempotency';

export function useConversations() {
  return useQuery({
    queryKey: coachKeys.conversations,
    queryFn: () => api.call(endpoints.coach.list),
    select: (list) => list.items,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: coachKeys.conversation(id ?? ''),
    queryFn: () => api.call(endpoints.coach.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.coach.create, { body: {} }),
    onSuccess: (conversation) => {
      queryClient.setQueryData<CoachConversationDetail>(coachKeys.conversation(conversation.id), {
        ...conversation,
        messages: [],
      });
      void queryClient.invalidateQueries({ queryKey: coachKeys.conversations });
    },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.coach.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: coachKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: coachKeys.conversations });
    },
  });
}

function errorFromBody(status: number, payload: unknown): ApiError {
  const error = (payload as Partial<ErrorBody> | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string')
    return new ApiError({
      status,
      code: error.code as ErrorCode,
      message: error.message,
      details: error.details,
      requestId: error.requestId,
    });
  return new ApiError({
    status,
    code: status >= 502 && status <= 504 ? 'NETWORK' : 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  });
}

/**
 * Sends one question and reads the answer as it streams. EventSource cannot POST (or send
 * the Idempotency-Key), so this is fetch + a ReadableStream reader parsing the SSE frames.
 * Errors before the stream (402 insufficient balance, 404…) and `error` events in it both
 * throw ApiError, so the page shows them the same way.
 */
export async function streamCoachAnswer(options: {
  conversationId: string;
  body: SendCoachMessageBody;
  requestKey: string;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}): Promise<CoachDoneEvent> {
  const url = api.url(endpoints.coach.send, { params: { id: options.conversationId } });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...idempotencyHeaders(options.requestKey),
      },
      body: JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    let payload: unknown;
    try {
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    throw errorFromBody(response.status, payload);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      const parsed = parseSseBuffer(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.event === 'delta') {
          options.onDelta((JSON.parse(event.data) as { text: string }).text);
        } else if (event.event === 'done') {
          return JSON.parse(event.data) as CoachDoneEvent;
        } else if (event.event === 'error') {
          const error = JSON.parse(event.data) as CoachErrorEvent;
          throw new ApiError({
            status: 200,
            code: error.code as ErrorCode,
            message: error.message,
          });
        }
      }
    }
  } finally {
    // Done, failed or abandoned: let go of the connection either way.
    void reader.cancel().catch(() => undefined);
  }
  // The connection ended without `done`: the answer may or may not have been stored.
  throw new ApiError({
    status: 0,
    code: 'NETWORK',
    message: 'The answer was cut off. Please try again.',
  });
}
