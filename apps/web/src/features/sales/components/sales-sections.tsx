import { ComparisonLists } from '../../../components/marketing';
import { appName } from './sales-hero';

const STRUGGLES = [
  'You start keto on Monday and lose track by Thursday.',
  'You’re never sure how many net carbs are really on your plate.',
  'Recipes online ignore your macros, your allergies and your time.',
  'Advice contradicts itself everywhere, and there’s no one to ask.',
  'The scale stalls and you can’t tell why.',
];

const BENEFITS = [
  'A plan that starts from your body, your goal and your pace.',
  'Net carbs, protein and fat counted for every meal and recipe.',
  'Meal plans and recipes that leave out the foods you avoid.',
  'FlowBrain answers from your own targets and logs.',
  'A weight trend and a goal estimate, so a stall makes sense.',
];

export function StruggleVsBenefit() {
  return (
    <ComparisonLists
      pain={{ title: 'Keto on your own', items: STRUGGLES }}
      benefit={{ title: <>Keto with {appName} Pro</>, items: BENEFITS }}
    />
  );
}
