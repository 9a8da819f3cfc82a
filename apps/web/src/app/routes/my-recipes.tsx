import { RecipesPage } from '../../features/recipes';

/** /my-recipes — the user's recipes and the starter library (guarded: signed in + onboarded). */
export default function MyRecipesRoute() {
  return <RecipesPage />;
}
