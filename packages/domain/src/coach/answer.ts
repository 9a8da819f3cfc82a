/** The builtin engine's answer: the user's numbers, then the knowledge base's guidance. */
import { COACH_SUGGESTIONS, type CoachIntent, type CoachSource } from '@ketoflow/contracts';
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
  todaySummarySentence,
  weightSentence,
  whole,
} from './sentences.js';

export type CoachAnswer = { intent: CoachIntent; text: string; sources: CoachSource[] };

function firstName(context: CoachContext): string {
  return context.name ? `, ${context.name}` : '';
}

function knowledgeFor(
  entries: readonly CoachKnowledgeEntry[],
  intent: CoachIntent,
): CoachKnowledgeEntry | undefined {
  return entries.find((e) => e.intent === intent);
}

function unknownAnswer(): string {
  return [
    "I'm the builtin FlowBrain coach, so I answer a set of questions from your own data and a sourced keto guide rather than chatting freely — and I didn't recognise this one.",
    'I can tell you how many net carbs, calories or how much protein you have left today, summarise your day, check your current fast, weight trend, Metashift phase or today’s meal plan, and explain keto flu, electrolytes, net carbs, plateaus, fasting safety, alcohol and eating out.',
    `Try: "${COACH_SUGGESTIONS[0]}"`,
  ].join('\n\n');
}

/**
 * Keto flu and electrolytes go with water: the day's water from the person's own log, and where
 * to log it (the dashboard), after the lead sentence.
 */
function withWater(lead: string, context: CoachContext): string {
  const { water } = context;
  if (!water) return lead;
  const line =
    water.totalMl >= water.targetMl
      ? `You have logged ${whole(water.totalMl)} ml of water today, your ${whole(water.targetMl)} ml target met.`
      : `You have logged ${whole(water.totalMl)} of your ${whole(water.targetMl)} ml of water today; the water card on your dashboard logs a glass in one tap.`;
  return `${lead} ${line}`;
}

/**
 * The builtin answer: the user's numbers for the intent, then the knowledge base's sourced
 * guidance where the intent has an entry. A restrictive entry is replaced by a neutral line
 * when the profile rules out restriction advice (the safety screen normally answers first;
 * this is the second belt).
 */
export function composeCoachAnswer(
  intent: CoachIntent,
  context: CoachContext,
  knowledge: readonly CoachKnowledgeEntry[],
): CoachAnswer {
  const entry = knowledgeFor(knowledge, intent);
  const restricted = withholdsRestrictionAdvice(context.safetyFlags);
  const guidance =
    entry && !(entry.restrictive && restricted)
      ? { text: entry.body, sources: [...entry.sources] }
      : null;
  const withGuidance = (lead: string): CoachAnswer => ({
    intent,
    text: guidance ? `${lead}\n\n${guidance.text}` : lead,
    sources: guidance?.sources ?? [],
  });
  const numbersOnly = (text: string): CoachAnswer => ({ intent, text, sources: [] });

  switch (intent) {
    case 'carbs_left':
      return numbersOnly(carbsLeftSentence(context));
    case 'calories_left':
      return numbersOnly(caloriesLeftSentence(context));
    case 'protein_left':
      return numbersOnly(proteinLeftSentence(context));
    case 'today_summary':
      return numbersOnly(todaySummarySentence(context));
    case 'fasting_status':
      return numbersOnly(fastSentence(context));
    case 'weight_trend':
      return numbersOnly(weightSentence(context));
    case 'metashift_phase':
      return withGuidance(metashiftSentence(context));
    case 'plan_today':
      return numbersOnly(planSentence(context));
    case 'keto_flu':
      return withGuidance(
        withWater(
          context.metashift
            ? `You are on day ${context.metashift.day} of Metashift, and the first weeks are when keto flu is most common.`
            : 'Keto flu is common in the first one to two weeks of cutting carbs.',
          context,
        ),
      );
    case 'electrolytes':
      return withGuidance(
        withWater(
          context.eaten.entries > 0
            ? `Your diary shows ${whole(context.eaten.sodiumMg)} mg sodium from logged food today (salt you add at the table is usually not in it).`
            : 'You have not logged any food today, so I cannot see your sodium yet.',
          context,
        ),
      );
    case 'net_carbs_explained':
      return withGuidance(
        context.targets
          ? `Your daily limit is ${whole(context.targets.netCarbsG)} g net carbs, and the diary counts net carbs for you.`
          : 'The diary counts net carbs for you.',
      );
    case 'plateau':
      return withGuidance(weightSentence(context));
    case 'fasting_safety':
      return withGuidance(fastSentence(context));
    case 'alcohol':
    case 'eating_out':
      return withGuidance(carbsLeftSentence(context));
    case 'greeting':
      return numbersOnly(
        `Hi${firstName(context)}! I'm FlowBrain. ${carbsLeftSentence(context)} Ask me about your day, your fast, your weight trend or keto basics.`,
      );
    case 'unknown':
      return numbersOnly(unknownAnswer());
  }
}
