import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';

export const UnitsSchema = z.enum(['metric', 'imperial']);
export type Units = z.infer<typeof UnitsSchema>;

export const SexSchema = z.enum(['female', 'male']);
export type Sex = z.infer<typeof SexSchema>;

export const ActivityLevelSchema = z.enum([
  'sedentary',
  'light',
  'moderate',
  'active',
  'very_active',
]);
export type ActivityLevel = z.infer<typeof ActivityLevelSchema>;

export const MainGoalSchema = z.enum([
  'lose_weight',
  'maintain',
  'build_muscle',
  'metabolic_health',
]);
export type MainGoal = z.infer<typeof MainGoalSchema>;

/** Weekly pace for weight loss, as a calorie deficit off TDEE. */
export const PaceSchema = z.enum(['gentle', 'steady', 'ambitious']);
export type Pace = z.infer<typeof PaceSchema>;

export const FastingExperienceSchema = z.enum(['none', 'some', 'experienced']);
export type FastingExperience = z.infer<typeof FastingExperienceSchema>;

export const DietStyleSchema = z.enum(['omnivore', 'pescatarian', 'vegetarian']);
export type DietStyle = z.infer<typeof DietStyleSchema>;

/** Foods the user will not eat (exclusions or allergies). Used by recipes and meal plans later. */
export const FoodExclusionSchema = z.enum([
  'dairy',
  'eggs',
  'tree_nuts',
  'peanuts',
  'fish',
  'shellfish',
  'pork',
  'beef',
  'soy',
  'gluten',
  'nightshades',
]);
export type FoodExclusion = z.infer<typeof FoodExclusionSchema>;

export const SafetyFlagSchema = z.enum([
  'pregnant_or_breastfeeding',
  'type1_diabetes',
  'eating_disorder_history',
  'diabetes_medication',
  'kidney_or_liver_disease',
]);
export type SafetyFlag = z.infer<typeof SafetyFlagSchema>;

export const HEIGHT_CM_MIN = 120;
export const HEIGHT_CM_MAX = 230;
export const WEIGHT_KG_MIN = 35;
export const WEIGHT_KG_MAX = 300;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

/**
 * Canonical (metric) answers. The UI converts imperial input before sending;
 * `units` records how the user wants numbers shown.
 */
export const OnboardingAnswersSchema = z
  .object({
    name: z.string().trim().min(1, 'Please tell us your name.').max(60),
    sex: SexSchema,
    birthYear: z.number().int(),
    units: UnitsSchema,
    heightCm: z
      .number()
      .min(HEIGHT_CM_MIN, 'Height must be between 120 and 230 cm (3 ft 11 in – 7 ft 7 in).')
      .max(HEIGHT_CM_MAX, 'Height must be between 120 and 230 cm (3 ft 11 in – 7 ft 7 in).'),
    currentWeightKg: z
      .number()
      .min(WEIGHT_KG_MIN, 'Weight must be between 35 and 300 kg (77–661 lb).')
      .max(WEIGHT_KG_MAX, 'Weight must be between 35 and 300 kg (77–661 lb).'),
    goalWeightKg: z
      .number()
      .min(WEIGHT_KG_MIN, 'Goal weight must be between 35 and 300 kg (77–661 lb).')
      .max(WEIGHT_KG_MAX, 'Goal weight must be between 35 and 300 kg (77–661 lb).'),
    activityLevel: ActivityLevelSchema,
    mainGoal: MainGoalSchema,
    pace: PaceSchema.default('steady'),
    dietStyle: DietStyleSchema.default('omnivore'),
    exclusions: z.array(FoodExclusionSchema).max(11).default([]),
    allergiesNote: z.string().trim().max(300).default(''),
    mealsPerDay: z.number().int().min(1).max(5).default(3),
    fastingExperience: FastingExperienceSchema,
    safetyFlags: z.array(SafetyFlagSchema).max(5).default([]),
  })
  .superRefine((a, ctx) => {
    const age = new Date().getUTCFullYear() - a.birthYear;
    if (age < MIN_AGE || age > MAX_AGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['birthYear'],
        message: `KetoFlow is for adults aged ${MIN_AGE}–${MAX_AGE}.`,
      });
    }
    if (a.mainGoal === 'lose_weight' && a.goalWeightKg >= a.currentWeightKg) {
      ctx.addIssue({
        code: 'custom',
        path: ['goalWeightKg'],
        message: 'To lose weight, your goal weight should be below your current weight.',
      });
    }
  });
export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>;
export type OnboardingAnswersInput = z.input<typeof OnboardingAnswersSchema>;

export const MacroTargetsSchema = z.object({
  netCarbsG: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  calories: z.number(),
});
export type MacroTargets = z.infer<typeof MacroTargetsSchema>;

export const ProjectionPointSchema = z.object({ day: z.number().int(), weightKg: z.number() });

export const PersonalPlanSchema = z.object({
  age: z.number().int(),
  bmr: z.number(),
  tdee: z.number(),
  targets: MacroTargetsSchema,
  bmi: z.number(),
  bmiCategory: z.enum(['underweight', 'normal', 'overweight', 'obese']),
  /** ISO date (YYYY-MM-DD) when the model reaches the goal weight; null if not within 3 years or not losing. */
  goalDate: z.iso.date().nullable(),
  weeksToGoal: z.number().nullable(),
  projection: z.array(ProjectionPointSchema),
  /** How the projection was made and its known error, shown beside it. */
  projectionNote: z.string(),
  cautions: z.array(z.string()),
});
export type PersonalPlan = z.infer<typeof PersonalPlanSchema>;

export const OnboardingResponseSchema = z.object({
  id: z.string(),
  answers: OnboardingAnswersSchema,
  plan: PersonalPlanSchema,
  aiSummary: z.string(),
  /** Who wrote aiSummary: the builtin template, or a model from the computed numbers. */
  summaryProvenance: AiProvenanceSchema,
  completedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OnboardingResponse = z.infer<typeof OnboardingResponseSchema>;

export const OnboardingStatusSchema = z.enum(['complete', 'incomplete']);
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const GetOnboardingResponseSchema = z.object({
  status: OnboardingStatusSchema,
  response: OnboardingResponseSchema.nullable(),
});
export type GetOnboardingResponse = z.infer<typeof GetOnboardingResponseSchema>;

export const CompleteOnboardingResponseSchema = z.object({
  response: OnboardingResponseSchema,
  /** Coins granted by this call (0 when the bonus had already been granted). */
  bonusGranted: z.number().int(),
  balance: z.number().int(),
});
export type CompleteOnboardingResponse = z.infer<typeof CompleteOnboardingResponseSchema>;
