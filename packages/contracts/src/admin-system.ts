import { z } from 'zod';
import { AiEngineInfoSchema } from './ai.js';

/** GET /api/v1/admin/system: what this server runs and what it is connected to (no secrets). */
export const AdminSystemSchema = z.object({
  version: z.string(),
  nodeVersion: z.string(),
  startedAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Migrations applied to the database, and how many this version ships. */
    migrationsApplied: z.number().int(),
    migrationsKnown: z.number().int(),
  }),
  ai: AiEngineInfoSchema.extend({
    /** The server's host only (never the path's secrets or the key). */
    host: z.string().nullable(),
  }),
  openFoodFacts: z.object({ enabled: z.boolean(), host: z.string() }),
  mail: z.object({
    smtpConfigured: z.boolean(),
    stored: z.number().int(),
    failed: z.number().int(),
  }),
  /** The reminders' job queue, shared by every API process. */
  reminders: z.object({
    /** Waiting for their moment (or for quiet hours to end, or a retry). */
    due: z.number().int(),
    /** Due for more than five minutes and not yet taken: no process is delivering. */
    late: z.number().int(),
    /** Delivered in the last 24 hours. */
    sentLastDay: z.number().int(),
    /** Given up after every retry, in the last 7 days. */
    failedLastWeek: z.number().int(),
  }),
});
export type AdminSystem = z.infer<typeof AdminSystemSchema>;

/** A connection check: whether the service answered, how fast, and what went wrong. */
export const ConnectionCheckSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int(),
  message: z.string(),
});
export type ConnectionCheck = z.infer<typeof ConnectionCheckSchema>;
