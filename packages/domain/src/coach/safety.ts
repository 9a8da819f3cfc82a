/**
 * FlowBrain's safety screen (decision 016). It runs on every message BEFORE any engine: a
 * message that suggests an eating disorder, a pregnancy or breastfeeding, or type 1 diabetes
 * gets a careful, kind answer that points to professional help — never fasting or restriction
 * advice. The patterns are deliberately specific: everyday phrases ("I'm starving", "binge-
 * watched", "type 2 diabetes", "insulin resistance", "not pregnant") must not trip them, or
 * the screen would lecture people who only asked for a snack idea.
 */
import type { CoachIntent, CoachSafetyFlag, CoachSource, SafetyFlag } from '@ketoflow/contracts';

type Screen = { flag: CoachSafetyFlag; patterns: readonly RegExp[] };

const SCREENS: readonly Screen[] = [
  {
    flag: 'eating_disorder',
    patterns: [
      /\bpurg(e|es|ed|ing)\b/,
      /\bmak(e|ing) (myself|me) (throw up|vomit|sick)\b/,
      /\bthrow(ing)? up (after|when i) (eat|eating|meals?)\b/,
      /\bself[- ]induced vomiting\b/,
      // "binge-watch" is television, not food.
      /\bbing(e|es|ed|eing|ing)\b(?![- ]?watch)/,
      // A bare "starve" is a plan; "I'm starving" alone is hunger and stays with the coach.
      /\bstarve\b/,
      /\bstarv(ing|ed) (myself|me)\b/,
      /\bstarvation\b/,
      /\b(not|stop|quit|avoid|without) eating (for|in) (days|weeks|a week|\d+ days|several days)\b/,
      /\bnot eat (anything )?(for|in) (days|weeks|a week|\d+ days|several days)\b/,
      /\bhaven'?t eaten (for|in) (days|weeks|a week|\d+ days)\b/,
      /\bhate (my|how my) (body|self|thighs|stomach|belly)\b/,
      /\bhate myself\b/,
      /\bdisgusted (with|by) (my body|myself)\b/,
      /\b(anorexi\w*|bulimi\w*|eating disorder|pro[- ]?ana)\b/,
      /\b(laxatives?|diuretics?|diet pills?) to (lose|drop|get rid)\b/,
      /\b(only|just|under|below|less than) ([1-7]\d{2}|[1-9]\d?) (kcal|calories|cals?) (a|per|each) day\b/,
      /\bpunish(ing)? myself\b/,
    ],
  },
  {
    flag: 'pregnancy',
    patterns: [
      /\bpregnan(t|cy)\b/,
      /\bexpecting a baby\b/,
      /\b(first|second|third) trimester\b/,
      /\bbreast ?feed(ing|s)?\b/,
      /\blactating\b/,
      /\bnursing (my|a|the) (baby|newborn|infant)\b/,
    ],
  },
  {
    flag: 'type1_diabetes',
    patterns: [
      /\b(type ?(1|one|i)|t1d?) diabet\w*/,
      /\bt1d\b/,
      /\binsulin[- ]dependent\b/,
      /\b(take|use|inject|on) (my )?insulin\b/,
      /\binsulin (pump|shots?|injections?)\b/,
      /\b(dka|diabetic ketoacidosis)\b/,
    ],
  },
];

/** Phrases that look like a trigger but say the opposite; removed before screening. */
const NEGATIONS: readonly RegExp[] = [
  /\b(not|never been|no longer|isn'?t|wasn'?t|am not|i'?m not) (pregnant|breast ?feeding)\b/g,
  /\b(not|never|no) (binge|binging|bingeing)\b/g,
  /\bdon'?t (have|take) (type ?1|t1d|insulin)\b/g,
];

function normalize(text: string): string {
  let out = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const negation of NEGATIONS) out = out.replace(negation, ' ');
  return out;
}

/** The first concern the message raises, or null when it is an ordinary question. */
export function screenCoachMessage(text: string): CoachSafetyFlag | null {
  const normalized = normalize(text);
  for (const screen of SCREENS) {
    if (screen.patterns.some((pattern) => pattern.test(normalized))) return screen.flag;
  }
  return null;
}

/**
 * Intents whose normal answer is fasting or restriction advice, withheld from users whose
 * onboarding safety answers rule it out (eating-disorder history, pregnancy, type 1 diabetes).
 */
const RESTRICTIVE_INTENTS: ReadonlySet<CoachIntent> = new Set<CoachIntent>([
  'fasting_safety',
  'plateau',
]);

const PROFILE_FLAG_TO_COACH: Partial<Record<SafetyFlag, CoachSafetyFlag>> = {
  eating_disorder_history: 'eating_disorder',
  pregnant_or_breastfeeding: 'pregnancy',
  type1_diabetes: 'type1_diabetes',
};

/**
 * The onboarding flag that rules out this intent's usual answer, if any. Eating-disorder
 * history comes first: it is the one where restriction advice does the most harm.
 */
export function profileSafetyFor(
  intent: CoachIntent,
  flags: readonly SafetyFlag[],
): CoachSafetyFlag | null {
  if (!RESTRICTIVE_INTENTS.has(intent)) return null;
  for (const flag of [
    'eating_disorder_history',
    'pregnant_or_breastfeeding',
    'type1_diabetes',
  ] as const) {
    if (flags.includes(flag)) return PROFILE_FLAG_TO_COACH[flag] ?? null;
  }
  return null;
}

/** True when the user's profile means the coach must never suggest fasting or restriction. */
export function withholdsRestrictionAdvice(flags: readonly SafetyFlag[]): boolean {
  return flags.some(
    (flag) =>
      flag === 'eating_disorder_history' ||
      flag === 'pregnant_or_breastfeeding' ||
      flag === 'type1_diabetes',
  );
}

export type CoachSafetyAnswer = { text: string; sources: CoachSource[] };

const SAFETY_ANSWERS: Readonly<Record<CoachSafetyFlag, CoachSafetyAnswer>> = {
  eating_disorder: {
    text: [
      'Thank you for telling me — that took courage, and how you feel matters more than any number in this app.',
      'What you describe can be a sign that eating has become really hard, and it deserves real support rather than diet tips. I will not give fasting, calorie-cutting or other restriction advice here.',
      'Please talk to your doctor, a registered dietitian or a mental-health professional. Eating-disorder charities and helplines in many countries offer free, confidential support by phone or chat — your doctor can point you to one near you.',
      'If you feel unsafe or at risk right now, please call your local emergency number.',
    ].join('\n\n'),
    sources: [
      {
        title: 'NIMH — Eating Disorders',
        url: 'https://www.nimh.nih.gov/health/topics/eating-disorders',
      },
      {
        title: 'NHS — Eating disorders: overview',
        url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/eating-disorders/overview/',
      },
    ],
  },
  pregnancy: {
    text: [
      'Thank you for telling me. During pregnancy and while breastfeeding, your body and your baby need steady energy and nutrients, so a ketogenic diet, calorie restriction and fasting are not advised without your care team.',
      'Please talk to your midwife, doctor or a registered dietitian before changing how you eat. I will not give fasting or restriction advice for this time — but I am happy to explain food labels or help you log what you eat.',
    ].join('\n\n'),
    sources: [
      {
        title: 'NHS — Have a healthy diet in pregnancy',
        url: 'https://www.nhs.uk/pregnancy/keeping-well/have-a-healthy-diet/',
      },
    ],
  },
  type1_diabetes: {
    text: [
      'Thank you for telling me. With type 1 diabetes, very low-carbohydrate eating and fasting raise the risk of diabetic ketoacidosis (DKA) and of low blood sugar if insulin is not adjusted.',
      'Please plan any change to your carbohydrates or fasting together with your diabetes care team, and never change your insulin on your own. High ketones with high blood sugar, nausea, vomiting or tummy pain need urgent medical help.',
    ].join('\n\n'),
    sources: [
      {
        title: 'NHS — Diabetic ketoacidosis',
        url: 'https://www.nhs.uk/conditions/diabetic-ketoacidosis/',
      },
    ],
  },
};

/**
 * The same care when the concern comes from the user's onboarding answers rather than from
 * this message: it says why the coach holds back, without thanking them for a disclosure
 * they did not just make.
 */
const PROFILE_SAFETY_TEXTS: Readonly<Record<CoachSafetyFlag, string>> = {
  eating_disorder: [
    'You told us during set-up that you have a history of an eating disorder, so I will not give fasting, calorie-cutting or other restriction advice — it can do real harm and may trigger a relapse.',
    'Your clinician or treatment team is the right place for a question like this; a registered dietitian who knows your history can help you plan meals safely. I am glad to help with other things, like reading labels or logging your meals.',
  ].join('\n\n'),
  pregnancy: [
    'You told us during set-up that you are pregnant or breastfeeding, so I will not give fasting or restriction advice for now: your body and your baby need steady energy and nutrients.',
    'Please ask your midwife, doctor or a registered dietitian about this one.',
  ].join('\n\n'),
  type1_diabetes: [
    'You told us during set-up that you have type 1 diabetes. Fasting and big changes in carbohydrates raise the risk of diabetic ketoacidosis (DKA) and of low blood sugar if insulin is not adjusted.',
    'Please plan them with your diabetes care team, and never change your insulin on your own.',
  ].join('\n\n'),
};

/** `from`: the message itself raised the concern, or the onboarding answers did. */
export function coachSafetyAnswer(
  flag: CoachSafetyFlag,
  from: 'message' | 'profile' = 'message',
): CoachSafetyAnswer {
  const answer = SAFETY_ANSWERS[flag];
  return from === 'message'
    ? answer
    : { text: PROFILE_SAFETY_TEXTS[flag], sources: answer.sources };
}
