import type { AiCapabilities } from '@ketoflow/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type {
  AiCallOptions,
  AiEngine,
  AiImageEditInput,
  AiImageResult,
  AiMessage,
  AiStructuredOptions,
  AiStructuredResult,
} from './types.js';
import {
  AiInvalidOutputError,
  AiNotSupportedError,
  AiTimeoutError,
  AiUnavailableError,
} from './errors.js';

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  visionModel?: string | undefined;
  imageModel?: string | undefined;
  timeoutMs: number;
};

function toOpenAiMessages(messages: AiMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m): ChatCompletionMessageParam => {
    if (m.role !== 'user' || typeof m.content === 'string')
      return { role: m.role, content: m.content as string };
    return {
      role: 'user',
      content: m.content.map((part) =>
        part.type === 'text'
          ? { type: 'text' as const, text: part.text }
          : { type: 'image_url' as const, image_url: { url: part.url } },
      ),
    };
  });
}

/** The answer text without a ```json fence, which some local models add despite the schema. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

/**
 * Any server speaking the OpenAI API (OpenAI, OpenRouter, Ollama, vLLM, llama.cpp, LM Studio)
 * through the official SDK. The key goes to the SDK only; errors are our own words.
 */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on a string.
    apiKey: options.apiKey ?? 'no-key',
    timeout: options.timeoutMs,
    // One attempt per call: the paid action refunds on failure, and retries would multiply the wait.
    maxRetries: 0,
  });
  const capabilities: AiCapabilities = {
    chat: true,
    structured: true,
    vision: Boolean(options.visionModel),
    imageEdit: Boolean(options.imageModel),
  };

  function modelFor(opts: AiCallOptions | undefined): string {
    if (!opts?.vision) return options.model;
    if (!options.visionModel) throw new AiNotSupportedError('openai-compatible', 'vision');
    return options.visionModel;
  }

  /** Our own deadline over the whole call (the SDK's timeout stops at the response headers). */
  function deadline(signal: AbortSignal | undefined): { signal: AbortSignal; timedOut(): boolean } {
    const timer = AbortSignal.timeout(options.timeoutMs);
    return {
      signal: signal ? AbortSignal.any([timer, signal]) : timer,
      timedOut: () => timer.aborted,
    };
  }

  /** Maps SDK errors to typed errors that carry no upstream text (which may echo the key). */
  function translate(error: unknown, timedOut: boolean): Error {
    if (error instanceof AiNotSupportedError || error instanceof AiInvalidOutputError) return error;
    if (timedOut || error instanceof APIConnectionTimeoutError)
      return new AiTimeoutError(options.timeoutMs);
    if (error instanceof APIUserAbortError) return new AiUnavailableError(null);
    if (error instanceof APIError) {
      // APIError's status is typed through a generic default; read it as what it is at run time.
      const status: unknown = error.status;
      return new AiUnavailableError(typeof status === 'number' ? status : null);
    }
    return new AiUnavailableError(null);
  }

  return {
    name: 'openai-compatible',
    model: options.model,
    capabilities,
    info: () => ({
      engine: 'openai-compatible',
      model: options.model,
      visionModel: options.visionModel ?? null,
      imageModel: options.imageModel ?? null,
      capabilities,
    }),

    async structured<T>(
      schema: z.ZodType<T>,
      messages: AiMessage[],
      opts: AiStructuredOptions = {},
    ): Promise<AiStructuredResult<T>> {
      const model = modelFor(opts);
      const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7' });
      const conversation = toOpenAiMessages(messages);
      const attempts = 2;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const limit = deadline(opts.signal);
        let text: string;
        try {
          const completion = await client.chat.completions.create(
            {
              model,
              messages: conversation,
              // Not "strict": many compatible servers reject strict mode; zod validates anyway.
              response_format: {
                type: 'json_schema',
                json_schema: {
                  name: opts.schemaName ?? 'answer',
                  schema: jsonSchema,
                },
              },
              ...(opts.temperature === undefined ? {} : { temperature: opts.temperature }),
              ...(opts.maxTokens === undefined ? {} : { max_tokens: opts.maxTokens }),
            },
            { signal: limit.signal },
          );
          text = completion.choices[0]?.message.content ?? '';
        } catch (error) {
          throw translate(error, limit.timedOut());
        }
        let problem: string;
        try {
          const parsed = schema.safeParse(JSON.parse(stripFence(text)));
          if (parsed.success) return { engine: 'openai-compatible', model, data: parsed.data };
          problem = z.prettifyError(parsed.error);
        } catch {
          problem = 'The answer was not valid JSON.';
        }
        // Show the model its own answer and what was wrong with it, then ask once more.
        conversation.push(
          { role: 'assistant', content: text },
          {
            role: 'user',
            content: `Your answer did not match the required JSON schema:\n${problem}\nReply again with only the corrected JSON.`,
          },
        );
      }
      throw new AiInvalidOutputError(attempts);
    },

    async *chatStream(messages: AiMessage[], opts: AiCallOptions = {}): AsyncGenerator<string> {
      const model = modelFor(opts);
      const limit = deadline(opts.signal);
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages: toOpenAiMessages(messages),
            stream: true,
            ...(opts.temperature === undefined ? {} : { temperature: opts.temperature }),
            ...(opts.maxTokens === undefined ? {} : { max_tokens: opts.maxTokens }),
          },
          { signal: limit.signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta.content;
          if (delta) yield delta;
        }
      } catch (error) {
        throw translate(error, limit.timedOut());
      }
    },

    async editImage(input: AiImageEditInput): Promise<AiImageResult> {
      const model = options.imageModel;
      if (!model) throw new AiNotSupportedError('openai-compatible', 'image editing');
      const limit = deadline(input.signal);
      try {
        const extension = input.mimeType.split('/')[1] ?? 'png';
        const result = await client.images.edit(
          {
            model,
            image: await toFile(input.image, `photo.${extension}`, { type: input.mimeType }),
            prompt: input.prompt,
            n: 1,
          },
          { signal: limit.signal },
        );
        const b64 = result.data?.[0]?.b64_json;
        if (!b64) throw new AiInvalidOutputError(1);
        return {
          engine: 'openai-compatible',
          model,
          image: Buffer.from(b64, 'base64'),
          mimeType: 'image/png',
        };
      } catch (error) {
        throw translate(error, limit.timedOut());
      }
    },
  };
}
