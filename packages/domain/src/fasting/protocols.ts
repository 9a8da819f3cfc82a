/**
 * Fasting protocols and their targets: the table the timer offers, a fast's target hours,
 * and where a fast becomes "extended" (over a day).
 */
import type { FastingProtocol } from '@ketoflow/contracts';

export interface FastingProtocolInfo {
  id: FastingProtocol;
  label: string;
  /** Fasting hours; null for "custom" (the user sets them). */
  fastHours: number | null;
  /** Eating-window hours per day; null when the protocol is not a daily rhythm. */
  eatHours: number | null;
  description: string;
}

/** Common conventions rather than standards. Display order. */
export const FASTING_PROTOCOLS: readonly FastingProtocolInfo[] = [
  {
    id: '16:8',
    label: '16:8',
    fastHours: 16,
    eatHours: 8,
    description: '16 h fast, 8 h eating window. Often just skipping breakfast.',
  },
  {
    id: '18:6',
    label: '18:6',
    fastHours: 18,
    eatHours: 6,
    description: '18 h fast, 6 h eating window.',
  },
  {
    id: '20:4',
    label: '20:4',
    fastHours: 20,
    eatHours: 4,
    description: '20 h fast, 4 h eating window (the “Warrior Diet” rhythm).',
  },
  {
    id: 'omad',
    label: 'OMAD',
    fastHours: 23,
    eatHours: 1,
    description: 'One meal a day: about 23 h fast, 1 h to eat.',
  },
  {
    id: '36h',
    label: '36 h',
    fastHours: 36,
    eatHours: null,
    description: 'From dinner on day 1 until breakfast on day 3.',
  },
  {
    id: 'custom',
    label: 'Custom',
    fastHours: null,
    eatHours: null,
    description: 'Your own target, from 1 hour to 7 days.',
  },
];

export function fastingProtocol(id: FastingProtocol): FastingProtocolInfo {
  const found = FASTING_PROTOCOLS.find((p) => p.id === id);
  // Every protocol id is in the table; the fallback only satisfies the type checker.
  return found ?? (FASTING_PROTOCOLS[0] as FastingProtocolInfo);
}

/** "16:8", "OMAD", or "Custom 14 h". */
export function fastingProtocolLabel(id: FastingProtocol, targetHours: number): string {
  return id === 'custom' ? `Custom ${formatHours(targetHours)} h` : fastingProtocol(id).label;
}

/** The protocol's own target; "custom" uses the user's hours. */
export function fastTargetHours(protocol: FastingProtocol, customHours?: number): number {
  const fixed = fastingProtocol(protocol).fastHours;
  if (fixed !== null) return fixed;
  if (customHours === undefined) throw new RangeError('A custom fast needs its target hours.');
  return customHours;
}

/** Longer than a daily eating window. */
export const EXTENDED_FAST_HOURS = 24;

export function isExtendedFast(targetHours: number): boolean {
  return targetHours > EXTENDED_FAST_HOURS;
}

/** 16 → "16", 16.5 → "16.5" (targets are whole or half hours). */
export function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
