import {
  FAST_BACKDATE_MAX_HOURS,
  FAST_MAX_DURATION_HOURS,
  FastingProtocolSchema,
  type CurrentFastResponse,
  type EndFastBody,
  type Fast,
  type FastingProtocol,
  type FastingStats,
  type FastsPage,
  type SafetyFlag,
  type StartFastBody,
  type UpdateFastBody,
} from '@ketoflow/contracts';
import {
  canUseExtendedFasting,
  fastDurationHours,
  fastingCaution,
  fastingStats,
  fastTargetHours,
  isFastCompleted,
  round2,
} from '@ketoflow/domain';
import { ConflictError, NotFoundError, pgErrorCode, ValidationError } from '../../lib/errors.js';
import type { FastingRepository, FastRow } from './fasting.repository.js';
import type { SafetyFlagsReader } from './fasting.safety-flags.js';
import { isUuid } from '../../lib/ids.js';

const HOUR_MS = 3_600_000;
const UNIQUE_VIOLATION = '23505';
/**
 * Times sent by a client whose clock runs slightly ahead are taken as "now" rather than
 * refused as future times; anything further ahead is a mistake the user can fix.
 */
const CLOCK_SKEW_MS = 2 * 60_000;

export const FAST_RUNNING_MESSAGE = 'You already have a fast running.';
export const FAST_NOT_FOUND_MESSAGE = 'We couldn’t find that fast.';
export const FAST_ALREADY_ENDED_MESSAGE = 'This fast has already ended.';
export const FAST_OVERLAP_MESSAGE =
  'These times overlap another fast in your history. Choose times that do not overlap it.';
export const CAUTION_NOT_CONFIRMED_MESSAGE =
  'Please read the health caution for this fast and confirm it before you start.';

function invalid(path: string, message: string): ValidationError {
  return new ValidationError(message, [{ path, message }]);
}

export function toFast(row: FastRow): Fast {
  const protocol = FastingProtocolSchema.catch('custom').parse(row.protocol);
  return {
    id: row.id,
    protocol,
    targetHours: row.targetHours,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    note: row.note,
    durationHours: row.endedAt ? round2(fastDurationHours(row.startedAt, row.endedAt)) : null,
    completed: row.endedAt ? isFastCompleted(row.startedAt, row.endedAt, row.targetHours) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function encodeCursor(row: FastRow): string {
  return Buffer.from(JSON.stringify([row.startedAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { startedAt: Date; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const startedAt = new Date(parsed[0]);
      if (!Number.isNaN(startedAt.getTime()) && isUuid(parsed[1])) {
        return { startedAt, id: parsed[1] };
      }
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw invalid('querystring.cursor', 'Invalid cursor.');
}

export function createFastingService(deps: {
  repo: FastingRepository;
  safetyFlags: SafetyFlagsReader;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function findOwn(userId: string, id: string): Promise<FastRow> {
    const row = isUuid(id) ? await repo.findById(userId, id) : undefined;
    if (!row) throw new NotFoundError(FAST_NOT_FOUND_MESSAGE);
    return row;
  }

  /** A client time, clamped to now within the skew allowance; refused further ahead. */
  function notInFuture(value: string, at: Date, path: string, what: string): Date {
    const time = new Date(value);
    if (time.getTime() > at.getTime() + CLOCK_SKEW_MS) {
      throw invalid(path, `The ${what} time can’t be in the future.`);
    }
    return time.getTime() > at.getTime() ? at : time;
  }

  /** Refuses fasts the safety answers rule out, and asks for the caution to be confirmed. */
  function checkSafety(
    targetHours: number,
    flags: readonly SafetyFlag[],
    acknowledged: boolean | undefined,
  ): void {
    const caution = fastingCaution(targetHours, flags);
    if (!caution) return;
    if (!caution.allowed) throw invalid('body.protocol', caution.messages[0] ?? '');
    if (acknowledged !== true)
      throw invalid('body.acknowledgeCaution', CAUTION_NOT_CONFIRMED_MESSAGE);
  }

  function checkMaxDuration(start: Date, end: Date): void {
    if (end.getTime() - start.getTime() > FAST_MAX_DURATION_HOURS * HOUR_MS) {
      throw invalid(
        'body.startedAt',
        `A fast can be at most ${FAST_MAX_DURATION_HOURS / 24} days (${FAST_MAX_DURATION_HOURS} hours) long.`,
      );
    }
  }

  async function checkNoOverlap(
    userId: string,
    start: Date,
    end: Date | null,
    excludeId?: string,
  ): Promise<void> {
    const other = await repo.findOverlapping(userId, start, end, excludeId);
    if (!other) return;
    // A second running fast is the database's one-running-fast rule, with its own message.
    if (other.endedAt === null && end === null) throw new ConflictError(FAST_RUNNING_MESSAGE);
    throw new ConflictError(FAST_OVERLAP_MESSAGE);
  }

  async function safety(userId: string) {
    const flags = await deps.safetyFlags(userId);
    return { flags, extendedFastingAllowed: canUseExtendedFasting(flags) };
  }

  return {
    async getCurrent(userId: string): Promise<CurrentFastResponse> {
      const [row, safetyInfo] = await Promise.all([repo.findRunning(userId), safety(userId)]);
      return {
        fast: row ? toFast(row) : null,
        serverTime: now().toISOString(),
        safety: safetyInfo,
      };
    },

    async get(userId: string, id: string): Promise<Fast> {
      return toFast(await findOwn(userId, id));
    },

    async start(userId: string, body: StartFastBody): Promise<Fast> {
      const at = now();
      const targetHours = fastTargetHours(body.protocol, body.targetHours);
      const startedAt = body.startedAt
        ? notInFuture(body.startedAt, at, 'body.startedAt', 'start')
        : at;
      if (at.getTime() - startedAt.getTime() > FAST_BACKDATE_MAX_HOURS * HOUR_MS) {
        throw invalid(
          'body.startedAt',
          `The start time can be at most ${FAST_BACKDATE_MAX_HOURS} hours ago.`,
        );
      }
      checkSafety(targetHours, await deps.safetyFlags(userId), body.acknowledgeCaution);
      if (await repo.findRunning(userId)) throw new ConflictError(FAST_RUNNING_MESSAGE);
      await checkNoOverlap(userId, startedAt, null);
      try {
        const row = await repo.insert(userId, {
          protocol: body.protocol,
          targetHours,
          startedAt,
          note: body.note ? body.note : null,
        });
        return toFast(row);
      } catch (error) {
        // Two devices starting at once: the partial unique index lets only one through.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ConflictError(FAST_RUNNING_MESSAGE);
        throw error;
      }
    },

    async end(userId: string, id: string, body: EndFastBody): Promise<Fast> {
      const at = now();
      const row = await findOwn(userId, id);
      if (row.endedAt) throw new ConflictError(FAST_ALREADY_ENDED_MESSAGE);
      const endedAt = body.endedAt ? notInFuture(body.endedAt, at, 'body.endedAt', 'end') : at;
      if (endedAt.getTime() <= row.startedAt.getTime()) {
        throw invalid('body.endedAt', 'The end time must be after the start time.');
      }
      const ended = await repo.end(userId, id, endedAt);
      if (!ended) throw new ConflictError(FAST_ALREADY_ENDED_MESSAGE);
      return toFast(ended);
    },

    async update(userId: string, id: string, body: UpdateFastBody): Promise<Fast> {
      const at = now();
      const row = await findOwn(userId, id);
      const running = row.endedAt === null;

      if (body.endedAt !== undefined && running) {
        throw invalid(
          'body.endedAt',
          'This fast is still running. End it first, then you can change its end time.',
        );
      }
      const startedAt = body.startedAt
        ? notInFuture(body.startedAt, at, 'body.startedAt', 'start')
        : row.startedAt;
      const endedAt = body.endedAt
        ? notInFuture(body.endedAt, at, 'body.endedAt', 'end')
        : row.endedAt;
      const timesChanged = body.startedAt !== undefined || body.endedAt !== undefined;
      if (timesChanged) {
        if (endedAt && endedAt.getTime() <= startedAt.getTime()) {
          throw invalid('body.startedAt', 'The start time must be before the end time.');
        }
        checkMaxDuration(startedAt, endedAt ?? at);
      }

      let protocol = row.protocol as FastingProtocol;
      let targetHours = row.targetHours;
      if (body.protocol !== undefined || body.targetHours !== undefined) {
        protocol = body.protocol ?? protocol;
        if (
          protocol !== 'custom' &&
          body.targetHours !== undefined &&
          body.protocol === undefined
        ) {
          throw invalid(
            'body.targetHours',
            'Only a custom fast has its own target. Choose Custom to set the hours.',
          );
        }
        targetHours = fastTargetHours(
          protocol,
          body.targetHours ?? (protocol === 'custom' ? row.targetHours : undefined),
        );
        // A running fast gets a new target: the same safety rules as starting one.
        if (running && targetHours !== row.targetHours) {
          checkSafety(targetHours, await deps.safetyFlags(userId), body.acknowledgeCaution);
        }
      }

      if (timesChanged) await checkNoOverlap(userId, startedAt, endedAt, row.id);
      const updated = await repo.update(userId, id, {
        protocol,
        targetHours,
        startedAt,
        ...(body.endedAt !== undefined ? { endedAt } : {}),
        ...(body.note !== undefined ? { note: body.note ? body.note : null } : {}),
      });
      if (!updated) throw new NotFoundError(FAST_NOT_FOUND_MESSAGE);
      return toFast(updated);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = isUuid(id) ? await repo.delete(userId, id) : false;
      if (!deleted) throw new NotFoundError(FAST_NOT_FOUND_MESSAGE);
    },

    async list(userId: string, limit: number, cursor: string | undefined): Promise<FastsPage> {
      const before = cursor === undefined ? undefined : decodeCursor(cursor);
      const rows = await repo.listFinished(userId, limit + 1, before);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toFast),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    async stats(userId: string, timeZone: string): Promise<FastingStats> {
      const result = fastingStats(await repo.finishedForStats(userId), now(), timeZone);
      const maybe = (value: number | null) => (value === null ? null : round2(value));
      return {
        ...result,
        completionRate: maybe(result.completionRate),
        averageHoursLast7: maybe(result.averageHoursLast7),
        averageHoursLast30: maybe(result.averageHoursLast30),
        longestFastHours: maybe(result.longestFastHours),
        totalHours: round2(result.totalHours),
        timeZone,
      };
    },
  };
}

export type FastingService = ReturnType<typeof createFastingService>;
