import { MealPlanPage } from '../../features/meal-plan';

/** /meal-plan — requires login and completed onboarding (router guards). */
export default function MealPlanRoute() {
  return <MealPlanPage />;
}
