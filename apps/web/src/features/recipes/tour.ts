import type { TourDefinition } from '../../entities/tours/types';

/** My Recipes' guided tour: writing, generating, browsing and finding recipes. */
export const recipesTour: TourDefinition = {
  id: 'my-recipes',
  steps: [
    {
      target: 'recipes-new',
      title: 'Your own recipes',
      description:
        'Add a recipe with its ingredients from the food database. Its net carbs, protein, fat and calories per serving are computed for you.',
    },
    {
      target: 'recipes-generate',
      title: 'Let FlowBrain write one',
      description:
        'Generate a keto recipe from the ingredients you have. The price in FlowCoins is shown first, and the draft’s numbers come from the food database, not from the AI.',
    },
    {
      target: 'recipes-tabs',
      title: 'Yours and the starter library',
      description:
        'Switch between the recipes you saved and a starter library of keto dishes, sorted by kind of dish.',
    },
    {
      target: 'recipes-search',
      title: 'Find a recipe',
      description:
        'Search by title or tag. Open a recipe to see its nutrition, change the servings and add it to your diary.',
    },
  ],
};
