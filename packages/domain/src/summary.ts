/**
 * The onboarding summary: the plain-text letter the user reads before the dashboard.
 * It is deterministic (the builtin AI engine uses it as is, and an LLM engine may use
 * it as grounding), so every number in it comes from the plan. It explains, it does not
 * promise: the projection is always called an estimate, with its known error.
 */
import type {
  ActivityLevel,
  MainGoal,
  OnboardingAnswers,
  Pace,
  PersonalPlan,
} from '@ketoflow/contracts';
import { formatLongDate } from './dates.js';
import { EXCLUSION_WORDS } from './recipe-generator/exclusions.js';
import { safeGoalAndPace } from './safety.js';
import { formatNumber, formatWeight } from './units.js';

const ACTIVITY_LABELS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'mostly sitting',
  light: 'lightly active',
  moderate: 'moderately active',
  active: 'active',
  very_active: 'very active',
};

const LOSS_PHRASES: Readonly<Record<Pace, string>> = {
  gentle: 'lose weight gently',
  steady: 'lose weight steadily',
  ambitious: 'lose weight at a faster pace',
};

const GOAL_PHRASES: Readonly<Record<MainGoal, string>> = {
  lose_weight: 'lose weight steadily',
  maintain: 'keep your weight stable',
  build_muscle: 'support building muscle',
  metabolic_health: 'improve your metabolic health',
};

const BMI_LABELS: Readonly<Record<PersonalPlan['bmiCategory'], string>> = {
  underweight: 'the underweight range',
  normal: 'the healthy range',
  overweight: 'the overweight range',
  obese: 'the obesity range',
};

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const kcal = (n: number): string => `${formatNumber(n)} kcal`;

export interface OnboardingSummaryInput {
  answers: OnboardingAnswers;
  plan: PersonalPlan;
  productName: string;
}

export function writeOnboardingSummary({
  answers,
  plan,
  productName,
}: OnboardingSummaryInput): string {
  const { units } = answers;
  const { targets } = plan;
  const paragraphs: string[] = [];

  // Safety first: someone with a caution must read it before any target.
  if (plan.cautions.length > 0) {
    const heading = `${answers.name}, before the numbers, please read ${plan.cautions.length === 1 ? 'this' : 'these'} carefully:`;
    paragraphs.push([heading, ...plan.cautions.map((caution) => `- ${caution}`)].join('\n'));
  }

  paragraphs.push(
    `${plan.cautions.length > 0 ? 'Thank you' : `Hi ${answers.name}, thank you`} for telling ${productName} about yourself. Here is the starting plan we built from your answers. It is a starting point, and you can change it at any time.`,
  );

  // Describe the goal the numbers were computed for: safety rules or the calorie floor
  // can turn a weight-loss wish into maintenance, and the text must not pretend otherwise.
  const effective = safeGoalAndPace(answers.safetyFlags, answers.mainGoal, answers.pace);
  const losing = effective.mainGoal === 'lose_weight' && targets.calories < plan.tdee;
  const goalPhrase = losing
    ? LOSS_PHRASES[effective.pace]
    : GOAL_PHRASES[effective.mainGoal === 'lose_weight' ? 'maintain' : effective.mainGoal];
  paragraphs.push(
    `Your body uses an estimated ${kcal(plan.tdee)} a day at your activity level (${ACTIVITY_LABELS[answers.activityLevel]}), of which about ${kcal(plan.bmr)} is what it burns at rest. To ${goalPhrase}, your daily target is ${kcal(targets.calories)}.`,
  );

  const avoid =
    answers.exclusions.length > 0
      ? ` Your recipes and meal plans will leave out ${listOf(answers.exclusions.map((e) => EXCLUSION_WORDS[e]))}.`
      : '';
  paragraphs.push(
    `On keto, carbohydrates stay low so your body can use fat as its main fuel. Aim for about ${targets.netCarbsG} g of net carbs a day, ${targets.proteinG} g of protein to protect your muscle, and about ${targets.fatG} g of fat to fill the rest of your energy and keep you satisfied, spread over ${answers.mealsPerDay} ${answers.mealsPerDay === 1 ? 'meal' : 'meals'}.${avoid}`,
  );

  paragraphs.push(
    `Your BMI is ${plan.bmi.toFixed(1)}, which is in ${BMI_LABELS[plan.bmiCategory]}. BMI is a rough screening number: it cannot tell muscle from fat, so treat it as one signal among many.`,
  );

  const goal = formatWeight(answers.goalWeightKg, units);
  if (plan.goalDate !== null && plan.weeksToGoal !== null) {
    paragraphs.push(
      `If you keep to about ${kcal(targets.calories)} a day, our estimate is that you could reach ${goal} around ${formatLongDate(plan.goalDate)}, roughly ${plan.weeksToGoal} ${plan.weeksToGoal === 1 ? 'week' : 'weeks'} from now. ${plan.projectionNote}`,
    );
  } else if (effective.mainGoal === 'lose_weight' && !losing) {
    paragraphs.push(
      `Your daily energy needs are already close to the lowest target we plan for safety, so this plan keeps your weight steady instead of setting a deficit, and there is no goal date. A doctor or dietitian can help you find a safe way forward. ${plan.projectionNote}`,
    );
  } else if (losing && answers.goalWeightKg < answers.currentWeightKg) {
    paragraphs.push(
      `At this target our estimate does not reach ${goal} within three years, so we have not set a goal date. ${plan.projectionNote} You can revisit your pace or goal at any time.`,
    );
  } else {
    paragraphs.push(
      `Your plan is not built around losing weight, so there is no goal date. ${plan.projectionNote}`,
    );
  }

  paragraphs.push(
    `Everyone responds differently, so log your meals and weight and let your plan adjust as you go. If anything feels wrong, or you have a health condition, talk to a doctor or dietitian.`,
  );

  return paragraphs.join('\n\n');
}
