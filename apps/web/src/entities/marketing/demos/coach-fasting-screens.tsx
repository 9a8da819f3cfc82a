import { fastingZoneAt } from '@ketoflow/domain';
import { cn } from '../../../lib/utils';
import { type DemoScreenProps, Dots } from './demo-parts';
import { CHAT, FASTING_TYPES, sampleFor } from './demo-samples';

export const COACH_STEPS = CHAT.length;

export function CoachScreen({ step }: DemoScreenProps) {
  // A typing bubble shows only while it is the newest step.
  const messages = CHAT.slice(0, step + 1).filter((m, i) => !('typing' in m) || i === step);
  return (
    <div className="flex h-full flex-col justify-end gap-2 text-sm">
      {messages.map((message, index) => (
        <div
          key={`${index}-${'text' in message ? message.text : 'typing'}`}
          className={cn(
            'max-w-[85%] animate-fade-in rounded-2xl px-3 py-2',
            message.from === 'you'
              ? 'self-end rounded-br-sm bg-primary text-primary-foreground'
              : 'self-start rounded-bl-sm bg-muted',
          )}
        >
          {'text' in message ? message.text : <Dots />}
        </div>
      ))}
    </div>
  );
}

/** Eighths of the fast, one a step: 0 started · 1–7 under way · 8 complete. */
const FAST_PARTS = 8;
export const FASTING_STEPS = FAST_PARTS + 1;

const RING_RADIUS = 52;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function clock(hours: number): string {
  const h = Math.floor(hours);
  const m = Math.round((hours - h) * 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** One fast a round, 16:8 then 20:4: the ring fills an eighth a step and names the zone. */
export function FastingScreen({ step, round }: DemoScreenProps) {
  const type = sampleFor(FASTING_TYPES, round);
  const part = Math.min(step, FAST_PARTS) / FAST_PARTS;
  const hours = type.fastHours * part;
  const done = step >= FAST_PARTS;
  const zone = fastingZoneAt(hours);
  return (
    <div className="grid h-full grid-rows-[auto_1fr_auto] gap-3 text-sm">
      <div className="flex items-center justify-between">
        <span className="text-muted-foreground">Fasting type</span>
        <span className="flex gap-1 rounded-lg border bg-muted/50 p-0.5 text-xs">
          {FASTING_TYPES.map((t) => (
            <span
              key={t.label}
              className={cn(
                'num rounded-md px-2 py-0.5 font-semibold',
                t.label === type.label
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground',
              )}
            >
              {t.label}
            </span>
          ))}
        </span>
      </div>
      <div className="relative mx-auto aspect-square h-full max-h-56 min-h-0">
        <svg viewBox="0 0 120 120" className="size-full -rotate-90">
          <circle
            cx="60"
            cy="60"
            r={RING_RADIUS}
            fill="none"
            strokeWidth="9"
            className="stroke-muted-foreground/25"
          />
          <circle
            cx="60"
            cy="60"
            r={RING_RADIUS}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - part)}
            className="stroke-primary transition-[stroke-dashoffset] duration-700 ease-out"
          />
        </svg>
        <span className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="num text-2xl font-bold">{clock(hours)}</span>
          <span className="num text-xs text-muted-foreground">of {type.fastHours} h</span>
        </span>
      </div>
      <div className="flex h-6 items-center justify-between gap-2 text-xs">
        <span className="font-medium text-primary">
          {done ? `${type.label} fast complete` : step === 0 ? 'Fast started' : 'Fasting'}
        </span>
        <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
          Zone: {zone.label}
        </span>
      </div>
    </div>
  );
}
