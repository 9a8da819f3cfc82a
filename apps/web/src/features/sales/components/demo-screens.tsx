import { cn } from '../../../lib/utils';
import {
  type DemoScreenProps,
  Dots,
  KETO_FRIENDLY_SCORE,
  MacroRow,
  Reveal,
  Working,
} from './demo-parts';

const PLAN_DAYS = [
  {
    day: 'Mon',
    meals: 'Spinach & feta omelette · Chicken Caesar, no croutons · Salmon with asparagus',
    netCarbs: 17,
  },
  {
    day: 'Tue',
    meals: 'Greek yoghurt with walnuts · Tuna-stuffed avocado · Beef & broccoli stir-fry',
    netCarbs: 19,
  },
  {
    day: 'Wed',
    meals: 'Bacon & eggs · Cobb salad · Chicken thighs with cauliflower mash',
    netCarbs: 16,
  },
];

// 0 reading targets · 1–3 days appear · 4 ready
export function MealPlanScreen({ step }: DemoScreenProps) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-2">
        <span className="text-muted-foreground">Your targets</span>
        <span className="num font-medium">1,650 kcal · 20 g net carbs</span>
      </div>
      {PLAN_DAYS.map((day, index) => (
        <Reveal key={day.day} shown={step >= index + 1}>
          <div className="grid gap-0.5 rounded-lg border bg-card px-3 py-2">
            <div className="flex items-center justify-between">
              <span className="font-semibold">{day.day}</span>
              <span className="num text-xs font-medium text-carbs">{day.netCarbs} g net carbs</span>
            </div>
            <p className="line-clamp-2 text-xs text-muted-foreground">{day.meals}</p>
          </div>
        </Reveal>
      ))}
      <div className="flex h-6 items-center gap-2 text-xs font-medium text-primary">
        {step < 4 ? (
          <Working label="Planning your week" />
        ) : (
          'Your 7-day plan is ready, with a shopping list.'
        )}
      </div>
    </div>
  );
}

const SCANS = [
  {
    food: 'Salmon with asparagus',
    score: 92,
    macros: { netCarbs: 2, protein: 36, fat: 29, kcal: 415 },
    tip: 'A great keto plate. Add butter or hollandaise if you need more fat today.',
    plate: 'salmon',
  },
  {
    food: 'Banana, medium',
    score: 12,
    macros: { netCarbs: 24, protein: 1, fat: 0, kcal: 105 },
    tip: 'Almost a full day of net carbs. Try a handful of raspberries instead.',
    plate: 'banana',
  },
] as const;

function Plate({ kind }: { kind: 'salmon' | 'banana' }) {
  return (
    <svg viewBox="0 0 200 120" className="h-full w-full">
      <ellipse cx="100" cy="62" rx="86" ry="50" fill="var(--color-muted)" />
      <ellipse cx="100" cy="62" rx="66" ry="37" fill="var(--color-card)" />
      {kind === 'salmon' ? (
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
      ) : (
        <path
          d="M60 70 C 80 92 130 92 146 58 C 150 52 144 48 140 54 C 124 78 88 80 66 62 Z"
          fill="#f5d04c"
          stroke="#c9a227"
          strokeWidth="2"
        />
      )}
    </svg>
  );
}

// 0 photo · 1–4 scanning 25…100 % · 5 result
export function ScanScreen({ step, round }: DemoScreenProps) {
  const sample = SCANS[round % SCANS.length] ?? SCANS[0];
  const scanning = step >= 1 && step <= 4;
  const done = step === 5;
  const friendly = sample.score >= KETO_FRIENDLY_SCORE;
  return (
    <div className="grid gap-3">
      <div className="relative h-28 overflow-hidden rounded-lg border bg-muted/50">
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
          <span className="font-semibold">{sample.food}</span>
          <span
            className={cn(
              'num rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              friendly ? 'bg-primary/15 text-primary' : 'bg-destructive/15 text-destructive',
            )}
          >
            Keto score {sample.score} · {friendly ? 'keto-friendly' : 'not keto-friendly'}
          </span>
        </div>
        <MacroRow macros={sample.macros} />
        <p className="text-xs text-muted-foreground">{sample.tip}</p>
      </Reveal>
    </div>
  );
}

export const CHAT = [
  { from: 'you', text: 'Can I have strawberries on keto?' },
  { from: 'coach', typing: true },
  {
    from: 'coach',
    text: 'Yes, in small portions: 100 g has about 6 g net carbs, nearly a third of your 20 g a day.',
  },
  { from: 'you', text: 'My weight hasn’t moved all week.' },
  { from: 'coach', typing: true },
  {
    from: 'coach',
    text: 'That’s common: water can hide fat loss for a week or two. Your 14-day trend is still down 0.6 kg.',
  },
] as const;

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

// 0 ingredients typed · 1 creating · 2 title · 3 ingredients · 4 macros
export function RecipeScreen({ step }: DemoScreenProps) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="rounded-lg border bg-card px-3 py-2">
        <span className="text-xs text-muted-foreground">In my fridge</span>
        <p className="font-medium">eggs, spinach, feta</p>
      </div>
      <div className="flex h-5 items-center gap-2 text-xs font-medium text-primary">
        {step === 1 && <Working label="Creating your recipe" />}
      </div>
      <Reveal shown={step >= 2} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">Spinach & feta omelette</span>
        <span className="text-xs text-muted-foreground">10 min · Easy</span>
      </Reveal>
      <Reveal shown={step >= 3}>
        <ul className="grid grid-cols-2 gap-x-3 text-xs text-muted-foreground">
          <li>3 eggs</li>
          <li>30 g baby spinach</li>
          <li>40 g feta</li>
          <li>10 g butter</li>
        </ul>
      </Reveal>
      <Reveal shown={step >= 4}>
        <MacroRow macros={{ netCarbs: 3, protein: 25, fat: 31, kcal: 395 }} />
      </Reveal>
    </div>
  );
}
