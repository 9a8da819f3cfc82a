import type { RawRecipe } from './recipe-import.read.js';

const INGREDIENTS_HEADING = /^(?:ingredients?|you(?:'|’)?ll need|what you need)\s*:?$/i;
const STEPS_HEADING =
  /^(?:instructions?|directions?|method|steps?|preparation|how to make it)\s*:?$/i;
const SERVINGS_LINE = /^(?:serves|servings|yield|makes|portions)\s*:?\s*(\d+(?:[.,]\d+)?)\b.*$/i;
const BULLET = /^\s*(?:[-*•▢◦–]|\[\s?\])\s*/;
const STEP_NUMBER = /^\s*(?:step\s*)?\d+\s*[.):]\s*/i;
/** An ingredient line usually starts with an amount ("2 eggs", "½ cup", "one onion"). */
const STARTS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅛]|(?:a|an|one|two|three|four|five|six|half)\s)/i;

const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/**
 * Pasted text → a raw recipe: the first line is the title; then the ingredient lines and the
 * steps, found by their headings ("Ingredients", "Method"…) when the text has them, else
 * the first block of lines (up to an empty line or the first numbered or long line) are the
 * ingredients and the rest are steps. A "Serves 4" line anywhere gives the servings.
 */
export function readPastedRecipe(text: string): RawRecipe {
  let servings: number | null = null;
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const serves = SERVINGS_LINE.exec(line);
    if (serves) servings = Number(serves[1]!.replace(',', '.')) || servings;
    else lines.push(line);
  }
  while (lines[0] === '') lines.shift();
  const title = (lines.shift() ?? '').replace(/^#+\s*/, '').trim();

  const ingredients: string[] = [];
  const steps: string[] = [];
  const headed = lines.some((l) => INGREDIENTS_HEADING.test(l) || STEPS_HEADING.test(l));
  if (headed) {
    let into: string[] | null = null;
    for (const line of lines) {
      if (INGREDIENTS_HEADING.test(line)) into = ingredients;
      else if (STEPS_HEADING.test(line)) into = steps;
      else if (line && into) into.push(line);
    }
  } else {
    let inIngredients = true;
    for (const line of lines) {
      if (!line) {
        if (ingredients.length > 0) inIngredients = false;
        continue;
      }
      const looksLikeStep =
        STEP_NUMBER.test(line) || (line.length > 80 && !STARTS_WITH_AMOUNT.test(line));
      if (inIngredients && looksLikeStep && ingredients.length > 0) inIngredients = false;
      (inIngredients ? ingredients : steps).push(line);
    }
  }

  return {
    title,
    description: '',
    servings,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    ingredients: ingredients.map(stripBullet).filter(Boolean),
    steps: steps.map((s) => stripBullet(s).replace(STEP_NUMBER, '').trim()).filter(Boolean),
    image: null,
    nutrition: null,
  };
}
