import { MealsPage } from '../../features/meals';

/** /my-meals: the meal diary (accepts ?date=YYYY-MM-DD and ?meal=breakfast|lunch|dinner|snack). */
export default function MyMealsRoute() {
  return <MealsPage />;
}
