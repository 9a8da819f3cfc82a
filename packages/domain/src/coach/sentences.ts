/**
 * The user's numbers in sentences: what is left today, the running fast, the weight trend,
 * Metashift and the meal plan. A missing number is said to be missing, never guessed.
 */
import { round1 } from '../numbers.js';
import type { CoachContext } from './context.js';

/** Whole grams/kcal for the chat: the diary shows decimals, a coach speaks in round numbers. */
export const whole = (n: number) => Math.round(n);
const massUnit = (units: 'metric' | 'imperial') => (units === 'metric' ? 'kg' : 'lb');

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "14 g net carbs left today (6 g eaten of your 20 g limit)" and its over-the-cap variant. */
export function carbsLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.netCarbsG)} g net carbs today. Finish onboarding to get a daily net-carb limit to compare it with.`;
  const left = targets.netCarbsG - eaten.netCarbsG;
  if (left < 0)
    return `You are ${whole(-left)} g over your ${whole(targets.netCarbsG)} g net-carb limit today (${whole(eaten.netCarbsG)} g eaten).`;
  return `You have ${whole(left)} g net carbs left today (${whole(eaten.netCarbsG)} g eaten of your ${whole(targets.netCarbsG)} g limit).`;
}

export function caloriesLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.energyKcal)} kcal today. Finish onboarding to get a daily calorie target.`;
  const left = targets.calories - eaten.energyKcal;
  if (left < 0)
    return `You are ${whole(-left)} kcal over your ${whole(targets.calories)} kcal target today (${whole(eaten.energyKcal)} kcal eaten).`;
  return `You have ${whole(left)} kcal left today (${whole(eaten.energyKcal)} kcal eaten of your ${whole(targets.calories)} kcal target).`;
}

export function proteinLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.proteinG)} g protein today. Finish onboarding to get a daily protein target.`;
  const left = targets.proteinG - eaten.proteinG;
  if (left <= 0)
    return `You have reached your protein target today: ${whole(eaten.proteinG)} g of ${whole(targets.proteinG)} g.`;
  return `You still need ${whole(left)} g protein today (${whole(eaten.proteinG)} g eaten of your ${whole(targets.proteinG)} g target).`;
}

export function fastSentence(context: CoachContext): string {
  const { fast } = context;
  if (!fast) return 'You are not fasting right now.';
  const elapsed = round1(fast.elapsedHours);
  const remaining = round1(fast.targetHours - fast.elapsedHours);
  return remaining > 0
    ? `You are ${elapsed} h into your ${fast.protocol} fast; ${remaining} h to go to your ${whole(fast.targetHours)} h target.`
    : `You are ${elapsed} h into your ${fast.protocol} fast and past your ${whole(fast.targetHours)} h target.`;
}

export function weightSentence(context: CoachContext): string {
  const { weight } = context;
  if (!weight || weight.count === 0 || weight.latest === null)
    return 'You have not logged a weight yet — add one in the weight tracker and I can tell you how it is trending.';
  const unit = massUnit(weight.units);
  const parts = [`Your latest weigh-in is ${round1(weight.latest)} ${unit}`];
  if (weight.trend !== null) parts[0] += ` (trend ${round1(weight.trend)} ${unit})`;
  if (weight.perWeek !== null && weight.spanDays !== null) {
    const rate = round1(Math.abs(weight.perWeek));
    parts.push(
      weight.perWeek < -0.05
        ? `you are losing about ${rate} ${unit} a week over the last ${plural(weight.spanDays, 'day')}`
        : weight.perWeek > 0.05
          ? `you are gaining about ${rate} ${unit} a week over the last ${plural(weight.spanDays, 'day')}`
          : `your trend has been flat over the last ${plural(weight.spanDays, 'day')}`,
    );
  } else {
    parts.push('log a few more weigh-ins and I can show you a weekly rate');
  }
  let sentence = `${parts.join('; ')}.`;
  if (weight.goal !== null && weight.remaining !== null)
    sentence += ` ${round1(Math.abs(weight.remaining))} ${unit} to go to your goal of ${round1(weight.goal)} ${unit}.`;
  return sentence;
}

export function metashiftSentence(context: CoachContext): string {
  const { metashift } = context;
  if (!metashift)
    return 'Metashift is not active. You can start the phase programme on the Metashift screen.';
  let sentence = `You are on day ${metashift.day} of Metashift, in the ${metashift.phaseName} phase`;
  if (metashift.dayInPhase !== null) sentence += ` (day ${metashift.dayInPhase} of the phase)`;
  sentence += '.';
  if (metashift.daysToNextPhase !== null)
    sentence += ` The next phase starts in ${plural(metashift.daysToNextPhase, 'day')}.`;
  if (metashift.tip) sentence += ` Today's tip: ${metashift.tip}`;
  return sentence;
}

export function planSentence(context: CoachContext): string {
  const { plan } = context;
  if (!plan) return 'You have no current meal plan. You can generate one on the Meal plan screen.';
  const meals = plan.meals
    .map(
      (m) =>
        `${m.mealType}: ${m.title}${m.netCarbsG === null ? '' : ` (${whole(m.netCarbsG)} g net carbs)`}`,
    )
    .join('; ');
  return `Today is day ${plan.day} of ${plan.duration} of "${plan.name}". ${meals ? `On the menu — ${meals}.` : 'No meals are planned for today.'}`;
}

export function todaySummarySentence(context: CoachContext): string {
  const { eaten } = context;
  if (eaten.entries === 0)
    return `You have not logged any food today yet. ${carbsLeftSentence(context)}`;
  return [
    `So far today you have logged ${eaten.entries} ${eaten.entries === 1 ? 'entry' : 'entries'}: ${whole(eaten.energyKcal)} kcal, ${whole(eaten.proteinG)} g protein, ${whole(eaten.fatG)} g fat and ${whole(eaten.netCarbsG)} g net carbs.`,
    carbsLeftSentence(context),
    proteinLeftSentence(context),
  ].join(' ');
}
