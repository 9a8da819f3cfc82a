import {
  BrainCircuit,
  CalendarDays,
  ChefHat,
  Pause,
  Play,
  ScanLine,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { useDemoCycle } from '../hooks/use-demo-cycle';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { type DemoScreenProps, STEP_MS, price } from './demo-parts';
import { CHAT, CoachScreen, MealPlanScreen, RecipeScreen, ScanScreen } from './demo-screens';

/** One canned demo: what the caption says, how its clock runs and what its screen draws. */
interface DemoSpec {
  icon: LucideIcon;
  title: string;
  cost: string;
  description: string;
  /** Steps a round (the last one is the finished result) and how long each one lasts. */
  steps: number;
  stepMs: number;
  Screen: (props: DemoScreenProps) => ReactNode;
}

/**
 * One demo: its title and a plain description for everyone (screen readers read this), and an
 * animated screen that is decoration only (aria-hidden), so nothing is announced in a loop.
 */
function Demo({ demo, playing }: { demo: DemoSpec; playing: boolean }) {
  const { icon: Icon, title, description, cost, Screen } = demo;
  const { ref, step, round } = useDemoCycle(demo.steps, demo.stepMs, playing);
  return (
    <figure className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <figcaption className="flex items-start gap-3 border-b p-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 font-semibold">
            {title}
            <span className="rounded-full border border-coin/40 bg-coin-soft px-2 py-0.5 text-xs font-medium text-coin">
              {cost}
            </span>
          </span>
          <span className="text-sm text-muted-foreground">{description}</span>
        </span>
      </figcaption>
      <div
        ref={ref}
        aria-hidden="true"
        className="h-[21rem] overflow-hidden bg-background/60 p-4 lg:h-72"
      >
        <Screen step={step} round={round} />
      </div>
    </figure>
  );
}

const DEMOS: readonly DemoSpec[] = [
  {
    icon: CalendarDays,
    title: 'AI meal plan',
    cost: price(DEFAULT_COIN_PRICES.meal_plan_7, '7-day plan'),
    description:
      'A week of meals built around your calorie and net-carb targets and the foods you avoid.',
    steps: 5,
    stepMs: STEP_MS.plan,
    Screen: MealPlanScreen,
  },
  {
    icon: ScanLine,
    title: 'KetoVision scan',
    cost: price(DEFAULT_COIN_PRICES.food_scan, 'scan'),
    description: 'Photograph a meal: get its net carbs, macros, a keto score and a tip.',
    steps: 6,
    stepMs: STEP_MS.scan,
    Screen: ScanScreen,
  },
  {
    icon: BrainCircuit,
    title: 'FlowBrain coach',
    cost: price(DEFAULT_COIN_PRICES.coach_message, 'message'),
    description: 'Ask anything about keto; answers use your own targets and logs.',
    steps: CHAT.length,
    stepMs: STEP_MS.coach,
    Screen: CoachScreen,
  },
  {
    icon: ChefHat,
    title: 'AI recipe',
    cost: price(DEFAULT_COIN_PRICES.recipe, 'recipe'),
    description: 'Turn what is in your fridge into a keto recipe with exact macros.',
    steps: 5,
    stepMs: STEP_MS.recipe,
    Screen: RecipeScreen,
  },
];

/** Four canned AI demos (sample data, no server calls), with one pause control for all. */
export function FeatureDemos() {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Replays with sample data. In {env.appName}, each one works from your own plan.
        </p>
        {!reducedMotion && (
          <Button variant="outline" size="sm" onClick={() => setPaused((p) => !p)}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Play demos' : 'Pause demos'}
          </Button>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {DEMOS.map((demo) => (
          <Demo key={demo.title} demo={demo} playing={playing} />
        ))}
      </div>
    </div>
  );
}
