export { RecipesPage } from './components/recipes-page';
export { recipeKeys } from './api/recipes-api';
