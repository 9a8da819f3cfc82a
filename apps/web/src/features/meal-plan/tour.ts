import type { TourDefinition } from '../../entities/tours/types';

/** The meal plan's guided tour: generating a plan, reading it, earlier plans. */
export const mealPlanTour: TourDefinition = {
  id: 'meal-plan',
  steps: [
    {
      target: 'meal-plan-generate',
      title: 'A plan that fits your targets',
      description:
        'Choose 7, 14 or 30 days and how many meals a day. Recipes and servings are picked so each day lands within ±5 % of your calories and protein, under your net-carb cap. The price in FlowCoins is on the button.',
    },
    {
      target: 'meal-plan-main',
      title: 'Your plan, day by day',
      description:
        'The current plan shows each day’s meals, with a shopping list for the days you choose. While a plan runs, its day shows in the header.',
    },
    {
      target: 'meal-plan-history',
      title: 'Plan history',
      description: 'Your earlier plans: open one to look at it again, or delete it.',
    },
  ],
};
