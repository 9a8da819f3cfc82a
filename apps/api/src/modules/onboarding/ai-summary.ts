import type { AiEngineName, OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';
import { checkSummaryNumbers, writeOnboardingSummary } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiEngine, AiMessage } from '../../lib/ai/index.js';

/** Onboarding waits for the summary, so a slow model gives way to the builtin text. */
export const AI_SUMMARY_TIMEOUT_MS = 15_000;

export type OnboardingSummary = { text: string; engine: AiEngineName; model: string | null };

const SummarySchema = z.object({ summary: z.string().min(80).max(4000) });

function messages(
  answers: OnboardingAnswers,
  plan: PersonalPlan,
  productName: string,
  reference: string,
): AiMessage[] {
  const facts = {
    name: answers.name,
    units: answers.units,
    mainGoal: answers.mainGoal,
    pace: answers.pace,
    mealsPerDay: answers.mealsPerDay,
    exclusions: answers.exclusions,
    bmr: plan.bmr,
    tdee: plan.tdee,
    targets: plan.targets,
    bmi: plan.bmi,
    bmiCategory: plan.bmiCategory,
    goalDate: plan.goalDate,
    weeksToGoal: plan.weeksToGoal,
  };
  return [
    {
      role: 'system',
      content: `You write the welcome summary of ${productName}, a keto diet app, for a user who has just answered its questionnaire. Write warm, plain, second-person prose in 4 to 6 short paragraphs. Use ONLY numbers that appear in the reference text, written exactly as there; never compute, round or invent a number; never promise results; call any goal date an estimate. Always state the daily calories, net carbs and protein targets. No headings, no lists, no markdown.`,
    },
    {
      role: 'user',
      content: `Computed facts (JSON): ${JSON.stringify(facts)}\n\nReference text with the only numbers you may use:\n${reference}`,
    },
  ];
}

async function ask(
  engine: AiEngine,
  chat: AiMessage[],
  signal: AbortSignal,
): Promise<{ text: string; model: string }> {
  if (engine.capabilities.structured) {
    const answer = await engine.structured(SummarySchema, chat, {
      schemaName: 'onboarding_summary',
      signal,
    });
    return { text: answer.data.summary, model: answer.model };
  }
  let text = '';
  for await (const delta of engine.chatStream(chat, { signal })) text += delta;
  return { text, model: engine.model };
}

/**
 * The onboarding summary: the builtin letter (domain), or with a chat/structured engine the
 * model's wording of it when every number in the model's text is one the domain computed.
 * Safety cautions are never left to the model: they come first, verbatim. Any failure of
 * the model gives the builtin text, so onboarding never fails because of the AI.
 */
export async function writeSummary(input: {
  answers: OnboardingAnswers;
  plan: PersonalPlan;
  productName: string;
  engine: AiEngine | undefined;
  logger?: FastifyBaseLogger | undefined;
}): Promise<OnboardingSummary> {
  const { answers, plan, productName, engine, logger } = input;
  const reference = writeOnboardingSummary({ answers, plan, productName });
  const builtin: OnboardingSummary = { text: reference, engine: 'builtin', model: null };
  if (!engine || !(engine.capabilities.structured || engine.capabilities.chat)) return builtin;

  try {
    const { text, model } = await ask(
      engine,
      messages(answers, plan, productName, reference),
      AbortSignal.timeout(AI_SUMMARY_TIMEOUT_MS),
    );
    const written = text.trim();
    const { targets } = plan;
    const check = checkSummaryNumbers(written, reference, [
      targets.calories,
      targets.netCarbsG,
      targets.proteinG,
    ]);
    if (!check.ok) {
      logger?.warn(
        { unknown: check.unknown, missing: check.missing },
        'model onboarding summary used other numbers; kept the builtin summary',
      );
      return builtin;
    }
    // The cautions paragraph is the builtin text's first one when there are cautions.
    const cautions = plan.cautions.length > 0 ? reference.split('\n\n')[0] : undefined;
    return {
      text: cautions ? `${cautions}\n\n${written}` : written,
      engine: engine.name,
      model,
    };
  } catch (error) {
    logger?.warn({ err: error }, 'model onboarding summary failed; kept the builtin summary');
    return builtin;
  }
}
