// The AI engine is infrastructure, like the mailer: features get one injected by app.ts and
// check its capabilities; which engine answers is configuration (AI_ENGINE).
import type { AiCapabilities, AiEngineName } from '@ketoflow/contracts';
import type { AiEngine } from './types.js';
import { AiNotSupportedError } from './errors.js';
import { createOpenAiCompatibleEngine } from './openai-engine.js';

export const BUILTIN_MODEL = 'builtin';

/**
 * Offline and deterministic. It does not chat and does not see: features run their own
 * builtin logic, and these methods say so with a typed error instead of faking an answer.
 */
export function createBuiltinEngine(): AiEngine {
  const capabilities: AiCapabilities = {
    chat: false,
    structured: false,
    vision: false,
    imageEdit: false,
  };
  return {
    name: 'builtin',
    model: BUILTIN_MODEL,
    capabilities,
    info: () => ({
      engine: 'builtin',
      model: BUILTIN_MODEL,
      visionModel: null,
      imageModel: null,
      capabilities,
    }),
    structured() {
      return Promise.reject(new AiNotSupportedError('builtin', 'structured answers'));
    },
    chatStream() {
      // A generator object, so `for await` sees the error on its first step like a real stream.
      return (async function* (): AsyncGenerator<string> {
        yield* [];
        throw new AiNotSupportedError('builtin', 'chat');
      })();
    },
    editImage() {
      return Promise.reject(new AiNotSupportedError('builtin', 'image editing'));
    },
  };
}

/** What the engine needs from configuration (config.ts validates AI_* into this shape). */
export type AiEngineSettings = {
  engine: AiEngineName;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  visionModel?: string | undefined;
  imageModel?: string | undefined;
  timeoutMs: number;
};

/** The engine chosen by configuration (AI_ENGINE). */
export function createAiEngine(ai: AiEngineSettings): AiEngine {
  if (ai.engine === 'builtin') return createBuiltinEngine();
  // loadConfig already refused openai-compatible without these; this guards hand-built configs.
  if (!ai.baseUrl || !ai.model)
    throw new Error('AI_ENGINE=openai-compatible needs AI_BASE_URL and AI_MODEL.');
  return createOpenAiCompatibleEngine({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    model: ai.model,
    visionModel: ai.visionModel,
    imageModel: ai.imageModel,
    timeoutMs: ai.timeoutMs,
  });
}
