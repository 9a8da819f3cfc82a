/**
 * FlowBrain, the builtin coach (issue 5 §6): intent detection, knowledge-base retrieval and
 * answer composition — pure functions. Every number in an answer comes from the CoachContext
 * the server builds from the user's own data; the knowledge base supplies the sourced general
 * guidance. Nothing here invents a figure: a missing number is said to be missing.
 */
import {
  COACH_SUGGESTIONS,
  type CoachIntent,
  type CoachSource,
  type SafetyFlag,
} from '@ketoflow/contracts';
import { withholdsRestrictionAdvice } from './coach-safety.js';

// ---------------------------------------------------------------------------------------------
// The user's numbers

export type CoachContext = {
  /** The user's calendar day (their time zone). */
  today: string;
  name: string | null;
  /** Daily targets from the onboarding plan; null before onboarding. */
  targets: { netCarbsG: number; proteinG: number; fatG: number; calories: number } | null;
  /** Today's diary totals. */
  eaten: {
    entries: number;
    netCarbsG: number;
    proteinG: number;
    fatG: number;
    energyKcal: number;
    sodiumMg: number;
  };
  /** The running fast, if any. */
  fast: { protocol: string; targetHours: number; elapsedHours: number } | null;
  weight: {
    units: 'metric' | 'imperial';
    count: number;
    latest: number | null;
    trend: number | null;
    /** Trend change per week (negative = losing), and over how many days it was measured. */
    perWeek: number | null;
    spanDays: number | null;
    goal: number | null;
    remaining: number | null;
  } | null;
  /** Metashift while active; null when the programme is off. */
  metashift: {
    day: number;
    phaseName: string;
    dayInPhase: number | null;
    daysToNextPhase: number | null;
    tip: string | null;
  } | null;
  /** Today's day of the current meal plan. */
  plan: {
    name: string;
    day: number;
    duration: number;
    meals: { title: string; mealType: string; netCarbsG: number | null }[];
  } | null;
  safetyFlags: SafetyFlag[];
};

// ---------------------------------------------------------------------------------------------
// Intent detection: keyword rules with weights; the best-scoring intent wins.

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

// ---------------------------------------------------------------------------------------------
// Knowledge base and retrieval

export type CoachKnowledgeEntry = {
  id: string;
  /** The intent this entry answers (builtin); retrieval also matches its words. */
  intent: CoachIntent;
  title: string;
  keywords: readonly string[];
  /** Short, hedged guidance in plain words. */
  body: string;
  /** True when the entry is fasting or restriction advice (withheld for flagged users). */
  restrictive?: boolean;
  sources: readonly CoachSource[];
};

const STOPWORDS = new Set(
  'the a an and or but if of to in on at for with from by is are was were be been am i me my you your it its this that these those do does did have has had can could should would will what how when why which who much many about into than then so too very just not no any some more most there their them our we us'.split(
    ' ',
  ),
);

export function coachTokens(text: string): string[] {
  return normalizeCoachText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= 3 && !STOPWORDS.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') ? t.slice(0, -1) : t));
}

/**
 * BM25 over title, keywords (counted twice: they are the curated vocabulary) and body; an
 * entry whose intent matches the detected one gets a bonus so the builtin answer and the
 * LLM's retrieved context agree. Deterministic: ties keep the knowledge base's order.
 */
export function retrieveCoachKnowledge(
  entries: readonly CoachKnowledgeEntry[],
  query: string,
  options: { limit?: number; intent?: CoachIntent } = {},
): CoachKnowledgeEntry[] {
  const { limit = 3, intent } = options;
  const k1 = 1.2;
  const b = 0.75;
  const docs = entries.map((entry) =>
    coachTokens(
      [entry.title, entry.keywords.join(' '), entry.keywords.join(' '), entry.body].join(' '),
    ),
  );
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);
  const queryTerms = [...new Set(coachTokens(query))];
  const df = new Map<string, number>();
  for (const term of queryTerms) df.set(term, docs.filter((d) => d.includes(term)).length);
  const scored = entries.map((entry, i) => {
    const doc = docs[i] ?? [];
    let score = 0;
    for (const term of queryTerms) {
      const tf = doc.filter((t) => t === term).length;
      if (tf === 0) continue;
      const n = df.get(term) ?? 0;
      const idf = Math.log(1 + (entries.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.length) / avgLength));
    }
    if (intent && entry.intent === intent) score += 5;
    return { entry, score, i };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, limit)
    .map((s) => s.entry);
}

// ---------------------------------------------------------------------------------------------
// Answer composition

export type CoachAnswer = { intent: CoachIntent; text: string; sources: CoachSource[] };

/** Whole grams/kcal for the chat: the diary shows decimals, a coach speaks in round numbers. */
const whole = (n: number) => Math.round(n);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const massUnit = (units: 'metric' | 'imperial') => (units === 'metric' ? 'kg' : 'lb');

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "14 g net carbs left today (6 g eaten of your 20 g limit)" and its over-the-cap variant. */
export function carbsLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.netCarbsG)} g net carbs today. Finish onboarding to get a daily net-carb limit to compare it with.`;
  const left = targets.netCarbsG - eaten.netCarbsG;
  if (left < 0)
    return `You are ${whole(-left)} g over your ${whole(targets.netCarbsG)} g net-carb limit today (${whole(eaten.netCarbsG)} g eaten).`;
  return `You have ${whole(left)} g net carbs left today (${whole(eaten.netCarbsG)} g eaten of your ${whole(targets.netCarbsG)} g limit).`;
}

function caloriesLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.energyKcal)} kcal today. Finish onboarding to get a daily calorie target.`;
  const left = targets.calories - eaten.energyKcal;
  if (left < 0)
    return `You are ${whole(-left)} kcal over your ${whole(targets.calories)} kcal target today (${whole(eaten.energyKcal)} kcal eaten).`;
  return `You have ${whole(left)} kcal left today (${whole(eaten.energyKcal)} kcal eaten of your ${whole(targets.calories)} kcal target).`;
}

function proteinLeftSentence(context: CoachContext): string {
  const { targets, eaten } = context;
  if (!targets)
    return `You have eaten ${whole(eaten.proteinG)} g protein today. Finish onboarding to get a daily protein target.`;
  const left = targets.proteinG - eaten.proteinG;
  if (left <= 0)
    return `You have reached your protein target today: ${whole(eaten.proteinG)} g of ${whole(targets.proteinG)} g.`;
  return `You still need ${whole(left)} g protein today (${whole(eaten.proteinG)} g eaten of your ${whole(targets.proteinG)} g target).`;
}

function fastSentence(context: CoachContext): string {
  const { fast } = context;
  if (!fast) return 'You are not fasting right now.';
  const elapsed = oneDecimal(fast.elapsedHours);
  const remaining = oneDecimal(fast.targetHours - fast.elapsedHours);
  return remaining > 0
    ? `You are ${elapsed} h into your ${fast.protocol} fast; ${remaining} h to go to your ${whole(fast.targetHours)} h target.`
    : `You are ${elapsed} h into your ${fast.protocol} fast and past your ${whole(fast.targetHours)} h target.`;
}

function weightSentence(context: CoachContext): string {
  const { weight } = context;
  if (!weight || weight.count === 0 || weight.latest === null)
    return 'You have not logged a weight yet — add one in the weight tracker and I can tell you how it is trending.';
  const unit = massUnit(weight.units);
  const parts = [`Your latest weigh-in is ${oneDecimal(weight.latest)} ${unit}`];
  if (weight.trend !== null) parts[0] += ` (trend ${oneDecimal(weight.trend)} ${unit})`;
  if (weight.perWeek !== null && weight.spanDays !== null) {
    const rate = oneDecimal(Math.abs(weight.perWeek));
    parts.push(
      weight.perWeek < -0.05
        ? `you are losing about ${rate} ${unit} a week over the last ${plural(weight.spanDays, 'day')}`
        : weight.perWeek > 0.05
          ? `you are gaining about ${rate} ${unit} a week over the last ${plural(weight.spanDays, 'day')}`
          : `your trend has been flat over the last ${plural(weight.spanDays, 'day')}`,
    );
  } else {
    parts.push('log a few more weigh-ins and I can show you a weekly rate');
  }
  let sentence = `${parts.join('; ')}.`;
  if (weight.goal !== null && weight.remaining !== null)
    sentence += ` ${oneDecimal(Math.abs(weight.remaining))} ${unit} to go to your goal of ${oneDecimal(weight.goal)} ${unit}.`;
  return sentence;
}

function metashiftSentence(context: CoachContext): string {
  const { metashift } = context;
  if (!metashift)
    return 'Metashift is not active. You can start the phase programme on the Metashift screen.';
  let sentence = `You are on day ${metashift.day} of Metashift, in the ${metashift.phaseName} phase`;
  if (metashift.dayInPhase !== null) sentence += ` (day ${metashift.dayInPhase} of the phase)`;
  sentence += '.';
  if (metashift.daysToNextPhase !== null)
    sentence += ` The next phase starts in ${plural(metashift.daysToNextPhase, 'day')}.`;
  if (metashift.tip) sentence += ` Today's tip: ${metashift.tip}`;
  return sentence;
}

function planSentence(context: CoachContext): string {
  const { plan } = context;
  if (!plan) return 'You have no current meal plan. You can generate one on the Meal plan screen.';
  const meals = plan.meals
    .map(
      (m) =>
        `${m.mealType}: ${m.title}${m.netCarbsG === null ? '' : ` (${whole(m.netCarbsG)} g net carbs)`}`,
    )
    .join('; ');
  return `Today is day ${plan.day} of ${plan.duration} of "${plan.name}". ${meals ? `On the menu — ${meals}.` : 'No meals are planned for today.'}`;
}

function todaySummarySentence(context: CoachContext): string {
  const { eaten } = context;
  if (eaten.entries === 0)
    return `You have not logged any food today yet. ${carbsLeftSentence(context)}`;
  return [
    `So far today you have logged ${eaten.entries} ${eaten.entries === 1 ? 'entry' : 'entries'}: ${whole(eaten.energyKcal)} kcal, ${whole(eaten.proteinG)} g protein, ${whole(eaten.fatG)} g fat and ${whole(eaten.netCarbsG)} g net carbs.`,
    carbsLeftSentence(context),
    proteinLeftSentence(context),
  ].join(' ');
}

function firstName(context: CoachContext): string {
  return context.name ? `, ${context.name}` : '';
}

function knowledgeFor(
  entries: readonly CoachKnowledgeEntry[],
  intent: CoachIntent,
): CoachKnowledgeEntry | undefined {
  return entries.find((e) => e.intent === intent);
}

function unknownAnswer(): string {
  return [
    "I'm the builtin FlowBrain coach, so I answer a set of questions from your own data and a sourced keto guide rather than chatting freely — and I didn't recognise this one.",
    'I can tell you how many net carbs, calories or how much protein you have left today, summarise your day, check your current fast, weight trend, Metashift phase or today’s meal plan, and explain keto flu, electrolytes, net carbs, plateaus, fasting safety, alcohol and eating out.',
    `Try: "${COACH_SUGGESTIONS[0]}"`,
  ].join('\n\n');
}

/**
 * The builtin answer: the user's numbers for the intent, then the knowledge base's sourced
 * guidance where the intent has an entry. A restrictive entry is replaced by a neutral line
 * when the profile rules out restriction advice (the safety screen normally answers first;
 * this is the second belt).
 */
export function composeCoachAnswer(
  intent: CoachIntent,
  context: CoachContext,
  knowledge: readonly CoachKnowledgeEntry[],
): CoachAnswer {
  const entry = knowledgeFor(knowledge, intent);
  const restricted = withholdsRestrictionAdvice(context.safetyFlags);
  const guidance =
    entry && !(entry.restrictive && restricted)
      ? { text: entry.body, sources: [...entry.sources] }
      : null;
  const withGuidance = (lead: string): CoachAnswer => ({
    intent,
    text: guidance ? `${lead}\n\n${guidance.text}` : lead,
    sources: guidance?.sources ?? [],
  });
  const numbersOnly = (text: string): CoachAnswer => ({ intent, text, sources: [] });

  switch (intent) {
    case 'carbs_left':
      return numbersOnly(carbsLeftSentence(context));
    case 'calories_left':
      return numbersOnly(caloriesLeftSentence(context));
    case 'protein_left':
      return numbersOnly(proteinLeftSentence(context));
    case 'today_summary':
      return numbersOnly(todaySummarySentence(context));
    case 'fasting_status':
      return numbersOnly(fastSentence(context));
    case 'weight_trend':
      return numbersOnly(weightSentence(context));
    case 'metashift_phase':
      return withGuidance(metashiftSentence(context));
    case 'plan_today':
      return numbersOnly(planSentence(context));
    case 'keto_flu':
      return withGuidance(
        context.metashift
          ? `You are on day ${context.metashift.day} of Metashift, and the first weeks are when keto flu is most common.`
          : 'Keto flu is common in the first one to two weeks of cutting carbs.',
      );
    case 'electrolytes':
      return withGuidance(
        context.eaten.entries > 0
          ? `Your diary shows ${whole(context.eaten.sodiumMg)} mg sodium from logged food today (salt you add at the table is usually not in it).`
          : 'You have not logged any food today, so I cannot see your sodium yet.',
      );
    case 'net_carbs_explained':
      return withGuidance(
        context.targets
          ? `Your daily limit is ${whole(context.targets.netCarbsG)} g net carbs, and the diary counts net carbs for you.`
          : 'The diary counts net carbs for you.',
      );
    case 'plateau':
      return withGuidance(weightSentence(context));
    case 'fasting_safety':
      return withGuidance(fastSentence(context));
    case 'alcohol':
    case 'eating_out':
      return withGuidance(carbsLeftSentence(context));
    case 'greeting':
      return numbersOnly(
        `Hi${firstName(context)}! I'm FlowBrain. ${carbsLeftSentence(context)} Ask me about your day, your fast, your weight trend or keto basics.`,
      );
    case 'unknown':
      return numbersOnly(unknownAnswer());
  }
}

// ---------------------------------------------------------------------------------------------
// The LLM engine's system prompt

/** The context as plain lines (numbers only from the server), for the model and for logs. */
export function coachContextLines(context: CoachContext): string[] {
  const lines = [`Today (user's calendar day): ${context.today}`];
  if (context.name) lines.push(`Name: ${context.name}`);
  lines.push(
    context.targets
      ? `Daily targets: ${whole(context.targets.netCarbsG)} g net carbs (limit), ${whole(context.targets.proteinG)} g protein, ${whole(context.targets.fatG)} g fat, ${whole(context.targets.calories)} kcal`
      : 'Daily targets: none yet (onboarding not finished)',
  );
  lines.push(
    `Eaten today (${context.eaten.entries} diary entries): ${whole(context.eaten.netCarbsG)} g net carbs, ${whole(context.eaten.proteinG)} g protein, ${whole(context.eaten.fatG)} g fat, ${whole(context.eaten.energyKcal)} kcal, ${whole(context.eaten.sodiumMg)} mg sodium`,
  );
  lines.push(
    carbsLeftSentence(context),
    caloriesLeftSentence(context),
    proteinLeftSentence(context),
  );
  lines.push(`Fasting: ${fastSentence(context)}`);
  lines.push(`Weight: ${weightSentence(context)}`);
  lines.push(`Metashift: ${metashiftSentence(context)}`);
  lines.push(`Meal plan: ${planSentence(context)}`);
  return lines;
}

export function buildCoachSystemPrompt(
  context: CoachContext,
  knowledge: readonly CoachKnowledgeEntry[],
): string {
  const restricted = withholdsRestrictionAdvice(context.safetyFlags);
  const rules = [
    'You are FlowBrain, the keto coach inside the KetoFlow app. Answer briefly (at most about 150 words), kindly and practically.',
    'Use ONLY the numbers in "User data" below. Never invent, estimate or recompute a number about the user; if a figure is missing, say so and tell them where in the app to log it.',
    'You give general information, not medical advice. For medication, illness, pregnancy, diabetes or anything urgent, tell the user to talk to their doctor or a registered dietitian.',
    'If the user mentions purging, bingeing, starving themselves, not eating for days, hating their body, pregnancy or breastfeeding, or type 1 diabetes: do not give fasting, calorie-cutting or restriction advice; answer with care and point them to professional help.',
  ];
  if (restricted)
    rules.push(
      "This user's health answers (onboarding) rule out fasting and restriction advice: never suggest fasting, longer fasts, cutting calories further or skipping meals. Point them to their clinician for such questions.",
    );
  const kb = knowledge
    .filter((entry) => !(entry.restrictive && restricted))
    .map((entry) => `### ${entry.title}\n${entry.body}`)
    .join('\n\n');
  return [
    rules.join('\n'),
    `## User data\n${coachContextLines(context)
      .map((line) => `- ${line}`)
      .join('\n')}`,
    kb ? `## Reference notes (sourced; prefer these over your own knowledge)\n${kb}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Pieces of a finished answer, a few words each, for the builtin engine's stream. */
export function chunkCoachAnswer(text: string, wordsPerChunk = 3): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** A conversation title from its first question. */
export function coachConversationTitle(firstMessage: string, max = 60): string {
  const flat = firstMessage.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
