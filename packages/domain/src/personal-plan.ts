/**
 * The personal plan shown after onboarding: energy, keto macros, BMI and a goal-date
 * projection, all derived from the canonical (metric) answers.
 */
import type { MacroTargets, OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';
import { bmiCategory, calculateBmi } from './bmi.js';
import { ageFromBirthYear, toIsoDate } from './dates.js';
import { ACTIVITY_FACTORS, mifflinStJeor, totalDailyEnergyExpenditure } from './energy.js';
import { calorieTarget, KCAL_PER_G, ketoMacroTargets, referenceWeightKg } from './macros.js';
import { projectGoal } from './projection.js';
import { cautionsFor, safeGoalAndPace } from './safety.js';
import { roundTo } from './units.js';

/**
 * Whole kcal and whole grams, as people count them. Fat is derived from the rounded
 * calories, carbs and protein so the rounded numbers still add up (within 9 kcal).
 */
function roundTargets(t: MacroTargets): MacroTargets {
  const calories = Math.round(t.calories);
  const netCarbsG = Math.round(t.netCarbsG);
  const proteinG = Math.round(t.proteinG);
  const fatKcal = calories - netCarbsG * KCAL_PER_G.carbs - proteinG * KCAL_PER_G.protein;
  return {
    calories,
    netCarbsG,
    proteinG,
    fatG: Math.max(0, Math.round(fatKcal / KCAL_PER_G.fat)),
  };
}

export function buildPersonalPlan(answers: OnboardingAnswers, today: Date): PersonalPlan {
  const age = ageFromBirthYear(answers.birthYear, today);
  const person = {
    sex: answers.sex,
    weightKg: answers.currentWeightKg,
    heightCm: answers.heightCm,
    age,
  };
  const bmr = mifflinStJeor(person);
  const tdee = totalDailyEnergyExpenditure({ bmr, activityLevel: answers.activityLevel });
  const { mainGoal, pace } = safeGoalAndPace(answers.safetyFlags, answers.mainGoal, answers.pace);
  const calories = calorieTarget({ tdee, bmr, sex: answers.sex, mainGoal, pace });
  const targets = roundTargets(
    ketoMacroTargets({ calories, referenceWeightKg: referenceWeightKg(person) }),
  );

  // Answers are canonical kg/cm whatever the display units, so BMI uses the metric formula.
  const rawBmi = calculateBmi({
    weight: answers.currentWeightKg,
    units: 'metric',
    heightCm: answers.heightCm,
  });
  if (rawBmi === null) throw new RangeError('Onboarding answers need a valid height and weight');
  const bmi = roundTo(rawBmi, 1);

  // The projection uses the targets as shown, since that is what the user will eat.
  const projection = projectGoal({
    sex: answers.sex,
    age,
    heightCm: answers.heightCm,
    weightKg: answers.currentWeightKg,
    pal: ACTIVITY_FACTORS[answers.activityLevel],
    tdee,
    targetCalories: targets.calories,
    netCarbsG: targets.netCarbsG,
    goalWeightKg: answers.goalWeightKg,
    startDate: toIsoDate(today),
  });

  // Only a weight-loss plan has a goal date. Maintenance calories rounded to whole kcal
  // can sit a fraction below TDEE, and the keto water drop could then "reach" a goal.
  const dated = mainGoal === 'lose_weight';

  return {
    age,
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    targets,
    bmi,
    // Classify the shown value so that "25.0" is never labelled "normal".
    bmiCategory: bmiCategory(bmi),
    goalDate: dated ? projection.goalDate : null,
    weeksToGoal: dated ? projection.weeksToGoal : null,
    projection: projection.points.map((p) => ({ day: p.day, weightKg: roundTo(p.weightKg, 1) })),
    projectionNote: projection.note,
    cautions: cautionsFor(answers.safetyFlags),
  };
}
