/** "25 min", "1 h 10 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export { localIsoDate as localToday, mealTypeForHour } from '@ketoflow/domain';

export { MEAL_TYPE_LABELS } from '../../../entities/diary/meal-types';

/** Countable unit words and their plurals; everything else (g, tbsp, large…) stays as it is. */
const PLURALS: Record<string, string> = {
  cup: 'cups',
  slice: 'slices',
  link: 'links',
  leaf: 'leaves',
  clove: 'cloves',
  fillet: 'fillets',
  thigh: 'thighs',
  chop: 'chops',
  piece: 'pieces',
  envelope: 'envelopes',
  anchovy: 'anchovies',
  olive: 'olives',
  fruit: 'fruits',
  stalk: 'stalks',
  sprig: 'sprigs',
  drumstick: 'drumsticks',
  patty: 'patties',
  breast: 'breasts',
  sheet: 'sheets',
  egg: 'eggs',
  jigger: 'jiggers',
  package: 'packages',
  container: 'containers',
  can: 'cans',
  bar: 'bars',
  spear: 'spears',
  sprout: 'sprouts',
  floweret: 'flowerets',
};

/** "2 cup, chopped" reads "2 cups, chopped": the unit's first word agrees with the amount. */
export function displayUnit(quantity: number, unit: string): string {
  if (quantity <= 1) return unit;
  const match = /^([a-z]+)(.*)$/i.exec(unit);
  if (!match) return unit;
  const plural = PLURALS[match[1]!.toLowerCase()];
  return plural ? `${plural}${match[2] ?? ''}` : unit;
}
