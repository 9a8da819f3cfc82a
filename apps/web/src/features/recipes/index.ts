export { RecipesPage } from './components/recipes-page';
