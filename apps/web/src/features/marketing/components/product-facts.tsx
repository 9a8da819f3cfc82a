import { formatInteger } from '../../../lib/format';
import { CATALOGUE_FOODS, PLAN_BAND_PERCENT, STARTER_RECIPES } from '../model/product-facts';

const FACTS = [
  {
    figure: formatInteger(CATALOGUE_FOODS),
    label: 'foods in the catalogue',
    text: 'With USDA nutrition values, so every gram you log is counted the same way.',
  },
  {
    figure: formatInteger(STARTER_RECIPES),
    label: 'keto recipes in the library',
    text: 'Ready to cook, to copy and change, or to build meal plans from.',
  },
  {
    figure: `±${PLAN_BAND_PERCENT} %`,
    label: 'of your calories and protein',
    text: 'Where each day of an AI meal plan lands, with net carbs kept under your limit.',
  },
  {
    figure: '0',
    label: 'FlowCoins to track',
    text: 'Logging meals, fasts and weigh-ins is free; only AI actions cost coins.',
  },
];

/** Statistics: facts about the product as it ships, never counts of users. */
export function ProductFacts() {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {FACTS.map((fact) => (
        <div key={fact.label} className="flex flex-col rounded-2xl border bg-card p-6">
          <dt className="order-2 mt-1 font-semibold">{fact.label}</dt>
          <dd className="num order-1 text-4xl font-bold tracking-tight text-primary">
            {fact.figure}
          </dd>
          <dd className="order-3 mt-2 text-sm text-muted-foreground">{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
