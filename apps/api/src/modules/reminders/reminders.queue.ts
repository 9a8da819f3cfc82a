import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** A job due this long and not yet taken means no process is delivering. */
const LATE_AFTER_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The queue as the admin area's System page shows it, across every API process. */
export async function queueStats(db: Db, now: Date) {
  const lateBefore = new Date(now.getTime() - LATE_AFTER_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [row] = await queryRows<{
    due: number;
    late: number;
    sentLastDay: number;
    failedLastWeek: number;
  }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'due')::int AS due,
          count(*) FILTER (WHERE status = 'due' AND run_at < ${lateBefore}
            AND (locked_until IS NULL OR locked_until < ${now}))::int AS late,
          count(*) FILTER (WHERE status = 'sent' AND sent_at >= ${dayAgo})::int AS "sentLastDay",
          count(*) FILTER (WHERE status = 'failed' AND created_at >= ${weekAgo})::int
            AS "failedLastWeek"
        FROM reminder_jobs
        WHERE status = 'due' OR created_at >= ${weekAgo} OR sent_at >= ${dayAgo}`,
  );
  return row ?? { due: 0, late: 0, sentLastDay: 0, failedLastWeek: 0 };
}
