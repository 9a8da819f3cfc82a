import { z } from 'zod';
import { CoinActionSchema } from './wallet.js';

/** Header a paid AI request carries: a retry with the same key is never charged twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Headers of every paid AI request (route `headers` schema). 8–100 characters, like the
 * wallet's debit keys; the web client sends a fresh UUID per user action and reuses it on retry.
 */
const idempotencyKeySchema = z
  .string()
  .min(8, 'Idempotency-Key must be 8 to 100 characters.')
  .max(100, 'Idempotency-Key must be 8 to 100 characters.');

export const PaidRequestHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema,
});

/**
 * Headers of a write that may be repeated (an endpoint marked `replayable`): the key is
 * optional; a device's sync queue sends one per change and the same one on every retry.
 */
export const ReplayableWriteHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
  /** An edit's starting version (the entry's `updatedAt`): refused 409 if it changed since. */
  'if-match': z.string().max(100).optional(),
});

/** Which engine produced a stored AI result (every result records it; the UI shows it). */
export const AiProvenanceSchema = z.object({
  engine: z.enum(['builtin', 'openai-compatible']),
  /** Model name, or null for the builtin engine. */
  model: z.string().nullable(),
});
export type AiProvenance = z.infer<typeof AiProvenanceSchema>;

export const AiEngineNameSchema = z.enum(['builtin', 'openai-compatible']);
export type AiEngineName = z.infer<typeof AiEngineNameSchema>;

/** What the configured engine can do; features pick their builtin path when a flag is false. */
export const AiCapabilitiesSchema = z.object({
  /** Free-form chat answers (FlowBrain coach with a model). */
  chat: z.boolean(),
  /** JSON answers validated against a schema (recipe drafts, plan names). */
  structured: z.boolean(),
  /** Reading photos (KetoVision with a vision model). */
  vision: z.boolean(),
  /** Editing images (Dream Me with an image model). */
  imageEdit: z.boolean(),
});
export type AiCapabilities = z.infer<typeof AiCapabilitiesSchema>;

/** GET /api/v1/ai/engine: which engine answers. Never carries the base URL or the key. */
export const AiEngineInfoSchema = z.object({
  engine: AiEngineNameSchema,
  /** Model name (e.g. "gpt-4o-mini"), or "builtin" for the offline engine. */
  model: z.string(),
  visionModel: z.string().nullable(),
  imageModel: z.string().nullable(),
  capabilities: AiCapabilitiesSchema,
});
export type AiEngineInfo = z.infer<typeof AiEngineInfoSchema>;

export const AiPriceSchema = z.object({
  action: CoinActionSchema,
  /** FlowCoins debited before the work (refunded if the work fails). */
  coins: z.number().int().min(0),
});
export type AiPrice = z.infer<typeof AiPriceSchema>;

/** GET /api/v1/ai/prices: the one price table, shown next to every AI button. */
export const AiPriceTableSchema = z.object({ items: z.array(AiPriceSchema) });
export type AiPriceTable = z.infer<typeof AiPriceTableSchema>;
