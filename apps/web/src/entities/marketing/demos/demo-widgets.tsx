import {
  BrainCircuit,
  CalendarDays,
  ChefHat,
  Pause,
  Play,
  ScanLine,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { cn } from '../../../lib/utils';
import { useCoinPrices, type CoinPrices } from '../use-coin-prices';
import { useReducedMotion } from '../../../components/marketing';
import { COACH_STEPS, CoachScreen, FASTING_STEPS, FastingScreen } from './coach-fasting-screens';
import { type DemoScreenProps, STEP_MS, price } from './demo-parts';
import { MealPlanScreen, PLAN_STEPS, RECIPE_STEPS, RecipeScreen } from './plan-recipe-screens';
import { SCAN_STEPS, ScanScreen } from './scan-screen';
import { useDemoCycle } from './use-demo-cycle';

export type DemoId = 'recipe' | 'plan' | 'scan' | 'coach' | 'fasting';

/** One canned demo: what the caption says, how its clock runs and what its screen draws. */
interface DemoSpec {
  icon: LucideIcon;
  title: string;
  cost: (prices: CoinPrices) => string;
  description: string;
  /** Steps a round (the last one is the finished result) and how long each one lasts. */
  steps: number;
  stepMs: number;
  Screen: (props: DemoScreenProps) => ReactNode;
}

const DEMOS: Readonly<Record<DemoId, DemoSpec>> = {
  recipe: {
    icon: ChefHat,
    title: 'AI recipe generator',
    cost: (p) => price(p.recipe, 'recipe'),
    description: 'Turn what is in your fridge into a keto recipe with exact macros.',
    steps: RECIPE_STEPS,
    stepMs: STEP_MS.recipe,
    Screen: RecipeScreen,
  },
  plan: {
    icon: CalendarDays,
    title: 'AI meal plan generator',
    cost: (p) => price(p.meal_plan_7, '7-day plan'),
    description:
      'A week of meals built around your calorie and net-carb targets and the foods you avoid.',
    steps: PLAN_STEPS,
    stepMs: STEP_MS.plan,
    Screen: MealPlanScreen,
  },
  scan: {
    icon: ScanLine,
    title: 'KetoVision food scanner',
    cost: (p) => price(p.food_scan, 'scan'),
    description: 'Photograph a meal: get its net carbs, macros, a keto score and a recommendation.',
    steps: SCAN_STEPS,
    stepMs: STEP_MS.scan,
    Screen: ScanScreen,
  },
  coach: {
    icon: BrainCircuit,
    title: 'FlowBrain coach chat',
    cost: (p) => price(p.coach_message, 'message'),
    description: 'Ask anything about keto; answers use your own targets and logs.',
    steps: COACH_STEPS,
    stepMs: STEP_MS.coach,
    Screen: CoachScreen,
  },
  fasting: {
    icon: Timer,
    title: 'Fasting timer',
    cost: () => 'Free',
    description: 'Start a 16:8 or 20:4 fast, follow the timer and see which zone you are in.',
    steps: FASTING_STEPS,
    stepMs: STEP_MS.fasting,
    Screen: FastingScreen,
  },
};

/**
 * One demo: its title and a plain description for everyone (screen readers read this), and an
 * animated screen that is decoration only (aria-hidden), so nothing is announced in a loop.
 */
function Demo({ id, playing, prices }: { id: DemoId; playing: boolean; prices: CoinPrices }) {
  const demo = DEMOS[id];
  const { icon: Icon, title, description, Screen } = demo;
  const { ref, step, round, running } = useDemoCycle(demo.steps, demo.stepMs, playing);
  return (
    <figure
      data-demo={id}
      className="flex flex-col overflow-hidden rounded-2xl border bg-background/60 shadow-sm"
    >
      <figcaption className="flex items-start gap-3 border-b bg-card p-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 font-semibold">
            {title}
            <span className="rounded-full border border-coin/40 bg-coin-soft px-2 py-0.5 text-xs font-medium text-coin">
              {demo.cost(prices)}
            </span>
          </span>
          <span className="text-sm text-muted-foreground">{description}</span>
        </span>
      </figcaption>
      <div
        ref={ref}
        aria-hidden="true"
        // The clock's state, for the journeys (and anyone inspecting the page).
        data-running={running}
        data-step={step}
        data-round={round}
        className="h-[22rem] overflow-hidden p-4"
      >
        <Screen step={step} round={round} />
      </div>
    </figure>
  );
}

/** Five demos on a wide screen: three, then two centred under them. */
const FIVE_UP = 'lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-child(4)]:col-start-2';

/**
 * The canned AI demos of the public pages (sample data, no server calls), with one pause
 * control for all. Each plays only while on screen; with reduced motion, or paused, each
 * shows its finished result. The landing page shows all five, the sales page four.
 */
export function DemoWidgets({ demos }: { demos: readonly DemoId[] }) {
  const reducedMotion = useReducedMotion();
  const prices = useCoinPrices();
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
      <div className={cn('grid gap-4 md:grid-cols-2', demos.length === 5 && FIVE_UP)}>
        {demos.map((id) => (
          <Demo key={id} id={id} playing={playing} prices={prices} />
        ))}
      </div>
    </div>
  );
}
