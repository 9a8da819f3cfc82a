export { MealsPage } from './components/meals-page';
export { mealKeys } from './api/meals-api';
