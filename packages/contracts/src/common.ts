import { z } from 'zod';

/**
 * `/:id` path parameters of user-owned resources. Any string up to 100 characters passes;
 * the service answers 404 for an id that is malformed, unknown or another user's, so the
 * answer never tells which.
 */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof IdParamsSchema>;
