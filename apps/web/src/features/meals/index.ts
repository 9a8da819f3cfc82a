export { MealsPage } from './components/meals-page';
