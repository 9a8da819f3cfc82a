import { ketoScoreBand, type KetoScoreBand } from '@ketoflow/domain';
import { cn } from '../../../lib/utils';
import { type DemoScreenProps, MacroRow, Reveal } from './demo-parts';
import { SCAN_SAMPLES, sampleFor, type ScanSample } from './demo-samples';

/** A drawing stands in for the photo: no image request, no layout shift. */
function Plate({ kind }: { kind: ScanSample['plate'] }) {
  return (
    <svg viewBox="0 0 200 120" className="h-full w-full">
      <ellipse cx="100" cy="62" rx="86" ry="50" className="fill-muted" />
      <ellipse cx="100" cy="62" rx="66" ry="37" className="fill-card" />
      {kind === 'salmon' && (
        <>
          <rect x="58" y="42" width="62" height="30" rx="12" fill="#f08a5d" />
          <path d="M64 50 h48 M64 58 h48 M64 66 h48" stroke="#fbd1b7" strokeWidth="2" />
          {[0, 1, 2, 3].map((i) => (
            <line
              key={i}
              x1={112 + i * 6}
              y1={80 - i * 2}
              x2={150 + i * 4}
              y2={50 - i * 3}
              stroke="#5aa454"
              strokeWidth="4"
              strokeLinecap="round"
            />
          ))}
        </>
      )}
      {kind === 'banana' && (
        <path
          d="M60 70 C 80 92 130 92 146 58 C 150 52 144 48 140 54 C 124 78 88 80 66 62 Z"
          fill="#f5d04c"
          stroke="#c9a227"
          strokeWidth="2"
        />
      )}
      {kind === 'yoghurt' && (
        <>
          <ellipse cx="100" cy="62" rx="44" ry="24" fill="#f4f1ea" stroke="#d9d3c7" />
          {[
            [84, 56, '#c0392b'],
            [98, 66, '#3b4a9c'],
            [112, 55, '#c0392b'],
            [92, 70, '#3b4a9c'],
            [108, 68, '#8e2a5a'],
            [100, 52, '#3b4a9c'],
          ].map(([cx, cy, fill]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="5" fill={String(fill)} />
          ))}
        </>
      )}
    </svg>
  );
}

/** Steps of the scan demo: 0 photo · 1–4 scanning 25…100 % · 5 result. */
export const SCAN_STEPS = 6;

const VERDICT_TONE: Readonly<Record<KetoScoreBand, string>> = {
  friendly: 'bg-primary/15 text-primary',
  moderate: 'bg-carbs/15 text-carbs',
  avoid: 'bg-destructive/15 text-destructive',
};

export function ScanScreen({ step, round }: DemoScreenProps) {
  const sample = sampleFor(SCAN_SAMPLES, round);
  const scanning = step >= 1 && step < SCAN_STEPS - 1;
  const done = step >= SCAN_STEPS - 1;
  return (
    <div className="grid gap-2.5">
      <div className="relative h-24 overflow-hidden rounded-lg border bg-muted/50">
        <Plate kind={sample.plate} />
        {scanning && (
          <div
            className="absolute inset-x-0 h-0.5 bg-primary shadow-[0_0_12px_2px_var(--color-primary)] transition-[top] duration-500 ease-linear"
            style={{ top: `${step * 25 - 1}%` }}
          />
        )}
        <span className="absolute top-2 left-2 rounded bg-background/80 px-1.5 py-0.5 text-[0.65rem] font-medium">
          {done ? 'Analysed' : scanning ? `Scanning ${step * 25}%` : 'Photo taken'}
        </span>
      </div>
      <Reveal shown={done} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span className="font-semibold">{sample.foodType}</span>
          <span
            className={cn(
              'num rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              VERDICT_TONE[ketoScoreBand(sample.ketoScore)],
            )}
          >
            Keto score {sample.ketoScore} · {sample.verdict}
          </span>
        </div>
        <p className="text-xs text-muted-foreground">{sample.analysis}</p>
        <MacroRow macros={sample.macros} calories={sample.macros.calories} />
        <p className="text-xs">{sample.recommendation}</p>
      </Reveal>
    </div>
  );
}
