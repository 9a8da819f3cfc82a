export { MealPlanPage } from './components/meal-plan-page';
