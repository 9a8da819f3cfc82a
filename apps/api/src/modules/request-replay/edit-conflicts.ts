import { ErrorCode } from '@ketoflow/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** `"2026-11-28T07:30:00.000Z"`, `W/"…"` or the bare value: the version an edit started from. */
function versionOf(header: string): string {
  return header.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/**
 * Edits that name the version they started from (decision 040): a PATCH of a replayable route
 * with `If-Match: "<updatedAt>"` is refused with 409 EDIT_CONFLICT when the entry has changed
 * since (another device edited it), with the server's entry in `details.current` so the
 * client can show both. The entry is read through the route's GET twin (same path), as its
 * owner would read it. Without If-Match an edit applies as before (the last one wins).
 * Registered after the replay hook: a repeat of an edit already applied gets its answer, not
 * a conflict with itself.
 */
export function addEditConflictCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'PATCH' || !request.routeOptions.config.replayable) return;
    const ifMatch = request.headers['if-match'];
    if (typeof ifMatch !== 'string' || ifMatch.trim() === '') return;
    const current = await app.inject({
      method: 'GET',
      url: request.url,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
    });
    // Not there (deleted, or not theirs): the edit itself answers, with its usual 404.
    if (current.statusCode !== 200) return;
    const entry = current.json<{ updatedAt?: unknown }>();
    if (entry.updatedAt === versionOf(ifMatch.trim())) return;
    throw new AppError(
      ErrorCode.EDIT_CONFLICT,
      409,
      'This entry was changed on another device after you started editing it.',
      { current: entry },
    );
  });
}
