/** Progress of a running fast: time left or over, the ring's fraction and the zones. */
import { fastingZoneAt, FASTING_ZONES, type FastingZoneInfo } from '../fasting-zones.js';

const HOUR_MS = 3_600_000;

export interface FastProgress {
  elapsedMs: number;
  /** Until the target; 0 once reached. */
  remainingMs: number;
  /** Past the target; 0 before. */
  overtimeMs: number;
  /** elapsed / target, clamped to 0–1 (for the ring). */
  fraction: number;
  targetReached: boolean;
  zone: FastingZoneInfo;
  /** The zone after the current one, with the time until it begins; null in the last zone. */
  nextZone: FastingZoneInfo | null;
  msToNextZone: number | null;
}

export function fastProgress(startedAt: Date, now: Date, targetHours: number): FastProgress {
  const elapsedMs = Math.max(0, now.getTime() - startedAt.getTime());
  const targetMs = targetHours * HOUR_MS;
  const zone = fastingZoneAt(elapsedMs / HOUR_MS);
  const index = FASTING_ZONES.indexOf(zone);
  const nextZone = FASTING_ZONES[index + 1] ?? null;
  return {
    elapsedMs,
    remainingMs: Math.max(0, targetMs - elapsedMs),
    overtimeMs: Math.max(0, elapsedMs - targetMs),
    fraction: targetMs > 0 ? Math.min(1, elapsedMs / targetMs) : 1,
    targetReached: elapsedMs >= targetMs,
    zone,
    nextZone,
    msToNextZone: nextZone ? nextZone.fromHours * HOUR_MS - elapsedMs : null,
  };
}

/** A fast counts as completed when it lasted at least its target. */
export function isFastCompleted(startedAt: Date, endedAt: Date, targetHours: number): boolean {
  return endedAt.getTime() - startedAt.getTime() >= targetHours * HOUR_MS;
}

export function fastDurationHours(startedAt: Date, endedAt: Date): number {
  return Math.max(0, (endedAt.getTime() - startedAt.getTime()) / HOUR_MS);
}
