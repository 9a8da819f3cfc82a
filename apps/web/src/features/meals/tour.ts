import type { TourDefinition } from '../../entities/tours/types';

/** My Meals' guided tour: the day, logging, the meals and the day's totals. */
export const mealsTour: TourDefinition = {
  id: 'my-meals',
  steps: [
    {
      target: 'meals-add',
      title: 'Log what you eat',
      description:
        'Describe your meal in your own words and check what was understood before it is saved, or add a food from the database with its amount. You can also copy the day before.',
    },
    {
      target: 'meals-sections',
      title: 'Your meals of the day',
      description:
        'Breakfast, lunch, dinner and snacks, each with its entries. Edit or delete an entry from its menu, or add a food straight to one meal.',
    },
    {
      target: 'meals-totals',
      title: 'The day’s totals',
      description:
        'Net carbs, protein, fat and calories of the day against your targets. Net carbs are total carbs minus fibre and sugar alcohols.',
    },
    {
      target: 'meals-date',
      title: 'Any day of your diary',
      description:
        'Go back to earlier days to look them up or fill in what you forgot. You can log up to one day ahead.',
    },
  ],
};
