import type { AiCapabilities, AiEngineInfo, AiEngineName } from '@ketoflow/contracts';
import type { z } from 'zod';

/** A piece of a user message: text, or an image for vision models (a data: or https: URL). */
export type AiContentPart = { type: 'text'; text: string } | { type: 'image'; url: string };

export type AiMessage =
  | { role: 'system' | 'assistant'; content: string }
  | { role: 'user'; content: string | AiContentPart[] };

export type AiCallOptions = {
  /** Cancels the call (e.g. the browser went away); reported as AiUnavailableError. */
  signal?: AbortSignal;
  /** Use the vision model (AI_VISION_MODEL) instead of AI_MODEL. */
  vision?: boolean;
  temperature?: number;
  maxTokens?: number;
};

export type AiStructuredOptions = AiCallOptions & {
  /** Name of the JSON schema sent to the server ([a-zA-Z0-9_-], e.g. "recipe_draft"). */
  schemaName?: string;
};

/** What every AI result is stored with: the engine and model that produced it. */
export type AiProvenance = { engine: AiEngineName; model: string };

export type AiStructuredResult<T> = AiProvenance & { data: T };

export type AiImageEditInput = {
  image: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  prompt: string;
  signal?: AbortSignal;
};

export type AiImageResult = AiProvenance & { image: Buffer; mimeType: 'image/png' };

/**
 * The one AI interface. Features check `capabilities` and use their own builtin logic
 * (solver, barcode, knowledge base…) when a capability is missing; calling a missing
 * capability throws AiNotSupportedError rather than pretending.
 */
export interface AiEngine {
  readonly name: AiEngineName;
  /** The chat/structured model, or "builtin". */
  readonly model: string;
  readonly capabilities: AiCapabilities;
  info(): AiEngineInfo;
  /** A JSON answer validated by `schema`; one retry on invalid output, then AiInvalidOutputError. */
  structured<T>(
    schema: z.ZodType<T>,
    messages: AiMessage[],
    opts?: AiStructuredOptions,
  ): Promise<AiStructuredResult<T>>;
  /** Text deltas of a chat answer as they arrive. */
  chatStream(messages: AiMessage[], opts?: AiCallOptions): AsyncIterable<string>;
  editImage(input: AiImageEditInput): Promise<AiImageResult>;
}
