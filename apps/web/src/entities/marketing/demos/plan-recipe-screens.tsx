import { type DemoScreenProps, MacroRow, Reveal, Working } from './demo-parts';
import { PLAN_DAYS, PLAN_TARGETS, RECIPE_SAMPLES, sampleFor } from './demo-samples';

/** Steps of the meal plan demo: 0 reading targets · 1–3 days appear · 4 ready. */
export const PLAN_STEPS = PLAN_DAYS.length + 2;

export function MealPlanScreen({ step }: DemoScreenProps) {
  const ready = step >= PLAN_STEPS - 1;
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-2">
        <span className="text-muted-foreground">Your targets</span>
        <span className="num font-medium">{PLAN_TARGETS}</span>
      </div>
      {PLAN_DAYS.map((day, index) => (
        <Reveal key={day.day} shown={step >= index + 1}>
          <div className="grid gap-0.5 rounded-lg border bg-card px-3 py-2">
            <div className="flex items-center justify-between">
              <span className="font-semibold">{day.day}</span>
              <span className="num text-xs font-medium text-carbs">{day.carbs} g net carbs</span>
            </div>
            <p className="line-clamp-2 text-xs text-muted-foreground">{day.meals}</p>
          </div>
        </Reveal>
      ))}
      <div className="flex h-6 items-center gap-2 text-xs font-medium text-primary">
        {ready ? (
          'Your 7-day plan is ready, with a shopping list.'
        ) : (
          <Working label="Planning your week" />
        )}
      </div>
    </div>
  );
}

/** Steps of the recipe demo: 0 ingredients typed · 1 creating · 2 title · 3 ingredients · 4 macros. */
export const RECIPE_STEPS = 5;

export function RecipeScreen({ step, round }: DemoScreenProps) {
  const recipe = sampleFor(RECIPE_SAMPLES, round);
  return (
    <div className="grid gap-2 text-sm">
      <div className="rounded-lg border bg-card px-3 py-2">
        <span className="text-xs text-muted-foreground">In my fridge</span>
        <p className="font-medium">{recipe.fridge}</p>
      </div>
      <div className="flex h-5 items-center gap-2 text-xs font-medium text-primary">
        {step === 1 && <Working label="Creating your recipe" />}
      </div>
      <Reveal shown={step >= 2} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{recipe.title}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          <span className="num">{recipe.time}</span> min · {recipe.difficulty}
        </span>
      </Reveal>
      <Reveal shown={step >= 3}>
        <ul className="grid grid-cols-2 gap-x-3 text-xs text-muted-foreground">
          {recipe.ingredients.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Reveal>
      <Reveal shown={step >= 4}>
        <MacroRow macros={recipe.macros} calories={recipe.calories} />
      </Reveal>
    </div>
  );
}
