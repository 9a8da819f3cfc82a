export {
  BUILTIN_MODEL,
  createAiEngine,
  createBuiltinEngine,
  type AiEngineSettings,
} from './engine.js';
export {
  AiInvalidOutputError,
  AiNotSupportedError,
  AiTimeoutError,
  AiUnavailableError,
} from './errors.js';
export { createOpenAiCompatibleEngine, type OpenAiCompatibleOptions } from './openai-engine.js';
export type * from './types.js';
