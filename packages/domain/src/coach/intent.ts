/** Intent detection: keyword rules with weights; the best-scoring intent wins. */
import type { CoachIntent } from '@ketoflow/contracts';

type Rule = { all: readonly RegExp[]; weight: number };

const CARB = /\b(net )?carb(s|ohydrates?)?\b/;
const LEFT = /\b(left|remaining|remain|still|budget|allowance|more|spare|afford|room)\b/;
const TODAY = /\b(today|tonight|so far|this evening|rest of the day)\b/;

const INTENT_RULES: Readonly<Partial<Record<CoachIntent, readonly Rule[]>>> = {
  carbs_left: [
    { all: [CARB, LEFT], weight: 3 },
    { all: [/\bhow many (net )?carbs\b/], weight: 2 },
    { all: [CARB, TODAY], weight: 1 },
  ],
  calories_left: [
    { all: [/\b(calories|kcal|cals?)\b/, LEFT], weight: 3 },
    { all: [/\bhow many (calories|kcal)\b/], weight: 2 },
  ],
  protein_left: [
    { all: [/\bprotein\b/, /\b(left|remaining|still|need|more|enough|short)\b/], weight: 3 },
    { all: [/\bhow much protein\b/], weight: 2 },
  ],
  today_summary: [
    { all: [/\bhow am i doing\b|\bhow('?s| is) my day\b|\bsummary\b|\boverview\b/], weight: 2.5 },
    { all: [TODAY, /\b(eaten|ate|logged|so far|totals?|macros)\b/], weight: 2 },
    { all: [/\bhow much (more )?(else )?can i (still )?eat\b/], weight: 2.5 },
  ],
  fasting_status: [
    { all: [/\bhow long (have i been|am i|since)\b/, /\bfast/], weight: 4 },
    { all: [/\bmy (current )?fast\b/], weight: 2.5 },
    {
      all: [/\bfast(ing)?\b/, /\b(status|right now|progress|remaining|left|how far|am i)\b/],
      weight: 2,
    },
  ],
  fasting_safety: [
    {
      all: [
        /\bfast(s|ing)?\b/,
        /\b(safe|safety|danger\w*|risks?|extended|should i|healthy|side effects?|too long|longer|how long should)\b/,
      ],
      weight: 3,
    },
    { all: [/\b(omad|24|36|48|72)[ -]?(h|hours?|hr)\b|\bomad\b|\bwater fast/], weight: 2 },
  ],
  weight_trend: [
    {
      all: [
        /\bweigh(t|ing|ed)?\b|\bscale\b/,
        /\b(trend\w*|losing|lost|progress|going|chang\w*|doing|how much|rate)\b/,
      ],
      weight: 3,
    },
    { all: [/\bam i losing\b/], weight: 2 },
  ],
  plateau: [
    {
      all: [
        /\b(plateau\w*|stall(ed|ing|s)?|stuck|not losing|stopped losing|no progress|not moving|isn'?t moving|won'?t budge|gained back)\b/,
      ],
      weight: 4,
    },
  ],
  metashift_phase: [
    { all: [/\bmetashift\b/], weight: 3 },
    { all: [/\bphase\b/], weight: 2 },
    { all: [/\b(ketosis|fat[- ]adapted|keto[- ]adapted|adaptation)\b/], weight: 2 },
  ],
  plan_today: [
    { all: [/\bmeal ?plan\b/], weight: 2.5 },
    { all: [/\bplan\b/, /\b(today|eat|meals?|day)\b/], weight: 2 },
    { all: [/\bwhat should i (eat|have|cook)\b/], weight: 2 },
  ],
  keto_flu: [
    { all: [/\bketo[- ]?flu\b/], weight: 5 },
    {
      all: [
        /\b(headaches?|tired|fatigue\w*|brain fog|dizz\w*|nause\w*|irritab\w*|exhausted|low energy|weak)\b/,
      ],
      weight: 2.5,
    },
  ],
  electrolytes: [
    { all: [/\belectrolytes?\b/], weight: 5 },
    { all: [/\b(sodium|salt|potassium|magnesium|cramps?|cramping)\b/], weight: 3 },
  ],
  net_carbs_explained: [
    {
      all: [
        /\bnet carbs?\b/,
        /\b(what|mean\w*|explain\w*|calculat\w*|count\w*|differen\w*|vs|versus|total)\b/,
      ],
      weight: 3.5,
    },
    { all: [/\bfib(er|re)\b/], weight: 1.5 },
    { all: [/\bsugar alcohols?\b|\berythritol\b|\bpolyols?\b/], weight: 2.5 },
    { all: [/\b(food )?labels?\b/, CARB], weight: 1.5 },
  ],
  alcohol: [
    {
      all: [
        /\b(alcohol\w*|beers?|wines?|vodka|whiske?y|gin|rum|tequila|cocktails?|spirits|booze|drunk|hangover|prosecco|champagne)\b/,
      ],
      weight: 4,
    },
    { all: [/\bdrinks?\b|\bdrinking\b/, /\b(party|bar|pub|night out|social)\b/], weight: 2 },
  ],
  eating_out: [
    {
      all: [
        /\b(restaurants?|eating out|eat out|dine out|dining out|takeaways?|take-?out|fast food|menu|party|buffet|bbq|barbecue|travel\w*)\b/,
      ],
      weight: 3.5,
    },
    { all: [/\border(ing)?\b/, /\b(food|meal|dinner|lunch)\b/], weight: 1.5 },
  ],
  greeting: [
    { all: [/^\s*(hi|hello|hey|hallo|hiya|yo|good (morning|afternoon|evening))\b/], weight: 1.5 },
    { all: [/^\s*(thanks?|thank you|cheers)\b/], weight: 1.5 },
  ],
};

export type DetectedIntent = { intent: CoachIntent; score: number };

export function normalizeCoachText(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * The intent with the highest total weight of matching rules. Ties go to the intent listed
 * first (the numeric ones, which answer with the user's own figures). Below 1 is "unknown".
 */
export function detectCoachIntent(text: string): DetectedIntent {
  const normalized = normalizeCoachText(text);
  let best: DetectedIntent = { intent: 'unknown', score: 0 };
  for (const [intent, rules] of Object.entries(INTENT_RULES) as [CoachIntent, Rule[]][]) {
    const score = rules
      .filter((rule) => rule.all.every((pattern) => pattern.test(normalized)))
      .reduce((sum, rule) => sum + rule.weight, 0);
    if (score > best.score) best = { intent, score };
  }
  return best.score >= 1 ? best : { intent: 'unknown', score: best.score };
}
