import { z } from 'zod';
import { AiUnavailableError, type AiEngine, type AiMessage } from '../../lib/ai/index.js';
import type { MealPlansLogger } from './meal-plans.ports.js';
import type { PlanSettings } from './meal-plans.rules.js';

/** The model's plan name must arrive within this (the plan itself is already made). */
const PLAN_TEXT_TIMEOUT_MS = 15_000;

const PlanTextSchema = z.object({
  name: z.string().trim().min(3).max(60),
  description: z.string().trim().min(10).max(240),
});

/** A plan's name and description: builtin, or written by a model from the solved plan. */
export function createPlanNamer(deps: { engine: AiEngine; logger: MealPlansLogger }) {
  const { engine, logger } = deps;

  /** "7-day keto plan · 1,650 kcal": deterministic, what the builtin engine writes. */
  function builtinText(duration: number, settings: PlanSettings, candidateCount: number) {
    const kcal = Math.round(settings.targets.energyKcal).toLocaleString('en-US');
    const meals = `${settings.mealsPerDay} meal${settings.mealsPerDay === 1 ? '' : 's'} a day`;
    const cap = settings.maxUsesPerWeek;
    const excludes = settings.exclusions.length > 0 || settings.dietStyle !== 'omnivore';
    return {
      name: `${duration}-day keto plan · ${kcal} kcal`,
      description:
        `${meals} from ${candidateCount} recipes ${excludes ? 'that fit your exclusions' : '(the starter library and yours)'}, ` +
        `no recipe more than ${cap === 1 ? 'once' : cap === 2 ? 'twice' : `${cap} times`} in any 7 days.`,
    };
  }

  /**
   * With a model that answers in JSON, the plan's name and description are written by it
   * from the solved plan; any failure falls back to the builtin text (the plan is the
   * solver's either way, so a naming failure must not fail a paid plan).
   */
  async function planText(
    duration: number,
    settings: PlanSettings,
    daysOnTarget: number,
    candidateCount: number,
    titles: string[],
  ): Promise<{
    name: string;
    description: string;
    engine: 'builtin' | 'openai-compatible';
    model: string | null;
  }> {
    const fallback = builtinText(duration, settings, candidateCount);
    if (!engine.capabilities.structured) return { ...fallback, engine: 'builtin', model: null };
    const messages: AiMessage[] = [
      {
        role: 'system',
        content:
          'You name keto meal plans. Answer in JSON with "name" (at most 60 characters) and "description" (one or two sentences, at most 240 characters). Do not invent numbers: use only the figures given.',
      },
      {
        role: 'user',
        content: [
          `Plan: ${duration} days, ${settings.mealsPerDay} meals a day.`,
          `Daily targets: ${Math.round(settings.targets.energyKcal)} kcal, ${Math.round(settings.targets.proteinG)} g protein, at most ${Math.round(settings.targets.netCarbsCapG)} g net carbs.`,
          `Days on target: ${daysOnTarget} of ${duration}.`,
          `Some recipes in it: ${titles.slice(0, 12).join('; ')}.`,
        ].join('\n'),
      },
    ];
    // A name is not worth a long wait: both tries share one short deadline.
    const signal = AbortSignal.timeout(PLAN_TEXT_TIMEOUT_MS);
    const ask = () =>
      engine.structured(PlanTextSchema, messages, {
        schemaName: 'meal_plan_text',
        temperature: 0.4,
        maxTokens: 300,
        signal,
      });
    try {
      // A connection that went stale while the solver ran (the engine does not retry) gets
      // one fresh try; any other failure, or a second one, keeps the builtin name.
      const answer = await ask().catch((error: unknown) => {
        if (error instanceof AiUnavailableError && !signal.aborted) return ask();
        throw error;
      });
      return { ...answer.data, engine: answer.engine, model: answer.model };
    } catch (error) {
      logger.warn({ err: error }, 'meal plan name by the model failed; builtin name used');
      return { ...fallback, engine: 'builtin', model: null };
    }
  }

  return planText;
}
