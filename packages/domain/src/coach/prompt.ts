/** The OpenAI-compatible engine's system prompt: rules, the user's numbers, sourced notes. */
import { withholdsRestrictionAdvice } from './safety.js';
import type { CoachContext } from './context.js';
import type { CoachKnowledgeEntry } from './knowledge.js';
import {
  caloriesLeftSentence,
  carbsLeftSentence,
  fastSentence,
  metashiftSentence,
  planSentence,
  proteinLeftSentence,
  weightSentence,
  whole,
} from './sentences.js';

/** The context as plain lines (numbers only from the server), for the model and for logs. */
export function coachContextLines(context: CoachContext): string[] {
  const lines = [`Today (user's calendar day): ${context.today}`];
  if (context.name) lines.push(`Name: ${context.name}`);
  lines.push(
    context.targets
      ? `Daily targets: ${whole(context.targets.netCarbsG)} g net carbs (limit), ${whole(context.targets.proteinG)} g protein, ${whole(context.targets.fatG)} g fat, ${whole(context.targets.calories)} kcal`
      : 'Daily targets: none yet (onboarding not finished)',
  );
  lines.push(
    `Eaten today (${context.eaten.entries} diary entries): ${whole(context.eaten.netCarbsG)} g net carbs, ${whole(context.eaten.proteinG)} g protein, ${whole(context.eaten.fatG)} g fat, ${whole(context.eaten.energyKcal)} kcal, ${whole(context.eaten.sodiumMg)} mg sodium`,
  );
  lines.push(
    carbsLeftSentence(context),
    caloriesLeftSentence(context),
    proteinLeftSentence(context),
  );
  if (context.water)
    lines.push(
      `Water today: ${whole(context.water.totalMl)} ml of a ${whole(context.water.targetMl)} ml target (logged on the dashboard's water card)`,
    );
  lines.push(`Fasting: ${fastSentence(context)}`);
  lines.push(`Weight: ${weightSentence(context)}`);
  lines.push(`Metashift: ${metashiftSentence(context)}`);
  lines.push(`Meal plan: ${planSentence(context)}`);
  return lines;
}

export function buildCoachSystemPrompt(
  context: CoachContext,
  knowledge: readonly CoachKnowledgeEntry[],
): string {
  const restricted = withholdsRestrictionAdvice(context.safetyFlags);
  const rules = [
    'You are FlowBrain, the keto coach inside the KetoFlow app. Answer briefly (at most about 150 words), kindly and practically.',
    'Use ONLY the numbers in "User data" below. Never invent, estimate or recompute a number about the user; if a figure is missing, say so and tell them where in the app to log it.',
    'You give general information, not medical advice. For medication, illness, pregnancy, diabetes or anything urgent, tell the user to talk to their doctor or a registered dietitian.',
    'If the user mentions purging, bingeing, starving themselves, not eating for days, hating their body, pregnancy or breastfeeding, or type 1 diabetes: do not give fasting, calorie-cutting or restriction advice; answer with care and point them to professional help.',
  ];
  if (restricted)
    rules.push(
      "This user's health answers (onboarding) rule out fasting and restriction advice: never suggest fasting, longer fasts, cutting calories further or skipping meals. Point them to their clinician for such questions.",
    );
  const kb = knowledge
    .filter((entry) => !(entry.restrictive && restricted))
    .map((entry) => `### ${entry.title}\n${entry.body}`)
    .join('\n\n');
  return [
    rules.join('\n'),
    `## User data\n${coachContextLines(context)
      .map((line) => `- ${line}`)
      .join('\n')}`,
    kb ? `## Reference notes (sourced; prefer these over your own knowledge)\n${kb}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
