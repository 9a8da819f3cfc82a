import type { CoachIntent } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  coachSafetyAnswer,
  profileSafetyFor,
  screenCoachMessage,
  withholdsRestrictionAdvice,
} from './safety.js';
import {
  buildCoachSystemPrompt,
  chunkCoachAnswer,
  coachConversationTitle,
  composeCoachAnswer,
  detectCoachIntent,
  retrieveCoachKnowledge,
  type CoachContext,
  type CoachKnowledgeEntry,
} from './index.js';

function contextFixture(overrides: Partial<CoachContext> = {}): CoachContext {
  return {
    today: '2026-03-14',
    name: 'Maria',
    targets: { netCarbsG: 20, proteinG: 105, fatG: 110, calories: 1500 },
    eaten: { entries: 2, netCarbsG: 6.2, proteinG: 40, fatG: 50, energyKcal: 640, sodiumMg: 900 },
    water: null,
    fast: null,
    weight: null,
    metashift: null,
    plan: null,
    safetyFlags: [],
    ...overrides,
  };
}

const KB: CoachKnowledgeEntry[] = [
  {
    id: 'keto-flu',
    intent: 'keto_flu',
    title: 'Keto flu',
    keywords: ['keto flu', 'headache', 'tired'],
    body: 'Keto flu eases within one to two weeks; fluid and salt help.',
    sources: [{ title: 'StatPearls', url: 'https://www.ncbi.nlm.nih.gov/books/NBK499830/' }],
  },
  {
    id: 'electrolytes',
    intent: 'electrolytes',
    title: 'Electrolytes',
    keywords: ['sodium', 'potassium', 'magnesium', 'cramps'],
    body: 'Sodium, potassium and magnesium matter in the first weeks.',
    sources: [{ title: 'ODS', url: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/' }],
  },
  {
    id: 'fasting',
    intent: 'fasting_safety',
    title: 'Fasting safely',
    keywords: ['fasting', 'omad', 'extended fast'],
    restrictive: true,
    body: 'Daily 16:8 is the gentlest form of fasting.',
    sources: [{ title: 'Hopkins', url: 'https://www.hopkinsmedicine.org/' }],
  },
  {
    id: 'alcohol',
    intent: 'alcohol',
    title: 'Alcohol',
    keywords: ['alcohol', 'wine', 'beer'],
    body: 'Dry wine and plain spirits have fewer carbs than beer.',
    sources: [
      { title: 'NHS', url: 'https://www.nhs.uk/live-well/alcohol-advice/calories-in-alcohol/' },
    ],
  },
];

describe('intent detection', () => {
  const cases: [string, CoachIntent][] = [
    ['how many carbs do I have left today?', 'carbs_left'],
    ['How many net carbs can I still eat?', 'carbs_left'],
    ['calories left today?', 'calories_left'],
    ['How much protein do I still need today?', 'protein_left'],
    ['how am I doing today?', 'today_summary'],
    ['How long have I been fasting?', 'fasting_status'],
    ['Is a 72 hour water fast safe?', 'fasting_safety'],
    ['How is my weight trending?', 'weight_trend'],
    ["I'm stuck, the scale won't budge for 3 weeks", 'plateau'],
    ['Which Metashift phase am I in?', 'metashift_phase'],
    ['Am I in ketosis yet?', 'metashift_phase'],
    ['How much more can I eat today?', 'today_summary'],
    ['What does my meal plan say for today?', 'plan_today'],
    ['I have a headache and feel tired since starting', 'keto_flu'],
    ['How do I get through keto flu?', 'keto_flu'],
    ['Should I take magnesium for cramps?', 'electrolytes'],
    ['What are net carbs?', 'net_carbs_explained'],
    ['Can I drink wine on keto?', 'alcohol'],
    ['What should I order at a restaurant?', 'eating_out'],
    ['Hello!', 'greeting'],
    ['Tell me a joke about penguins', 'unknown'],
  ];
  it.each(cases)('%s → %s', (text, intent) => {
    expect(detectCoachIntent(text).intent).toBe(intent);
  });
});

describe('safety screening', () => {
  it.each([
    ['I make myself throw up after eating', 'eating_disorder'],
    ['I keep bingeing at night and then I purge', 'eating_disorder'],
    ['Should I just starve until the wedding?', 'eating_disorder'],
    ['I want to not eat for days to drop weight fast', 'eating_disorder'],
    ['I hate my body', 'eating_disorder'],
    ['Is eating only 500 calories a day ok?', 'eating_disorder'],
    ['I am 12 weeks pregnant, can I do keto?', 'pregnancy'],
    ['Is fasting ok while breastfeeding?', 'pregnancy'],
    ['I have type 1 diabetes, can I fast?', 'type1_diabetes'],
    ['I inject insulin before meals', 'type1_diabetes'],
  ] as const)('%s → %s', (text, flag) => {
    expect(screenCoachMessage(text)).toBe(flag);
  });

  it.each([
    "I'm starving, what's a good keto snack?",
    'I binge-watched a series last night, did I miss my walk?',
    'I have type 2 diabetes and watch my carbs',
    'What is insulin resistance?',
    "I'm not pregnant, just tired",
    'How many carbs do I have left today?',
    'Is a snack under 200 calories ok?',
    'I love my body and want to keep healthy',
    'How long have I been fasting?',
  ])('does not trigger on "%s"', (text) => {
    expect(screenCoachMessage(text)).toBeNull();
  });

  it('answers kindly, points to professional help and gives no restriction advice', () => {
    for (const flag of ['eating_disorder', 'pregnancy', 'type1_diabetes'] as const) {
      const answer = coachSafetyAnswer(flag);
      expect(answer.text).toMatch(/doctor|dietitian|care team|midwife/);
      expect(answer.text).not.toMatch(/\b(try|start) (a )?(16:8|fast)/i);
      expect(answer.sources.length).toBeGreaterThan(0);
    }
    expect(coachSafetyAnswer('eating_disorder').text).toMatch(/helpline/);
    for (const flag of ['eating_disorder', 'pregnancy', 'type1_diabetes'] as const) {
      const answer = coachSafetyAnswer(flag, 'profile');
      expect(answer.text).toMatch(/^You told us during set-up/);
      expect(answer.text).toMatch(/doctor|dietitian|care team|midwife|clinician/);
      expect(answer.sources).toEqual(coachSafetyAnswer(flag).sources);
    }
  });

  it('honours onboarding flags for restrictive intents only', () => {
    expect(profileSafetyFor('fasting_safety', ['eating_disorder_history'])).toBe('eating_disorder');
    expect(profileSafetyFor('plateau', ['pregnant_or_breastfeeding'])).toBe('pregnancy');
    expect(profileSafetyFor('fasting_safety', ['type1_diabetes'])).toBe('type1_diabetes');
    expect(profileSafetyFor('carbs_left', ['eating_disorder_history'])).toBeNull();
    expect(profileSafetyFor('fasting_safety', ['kidney_or_liver_disease'])).toBeNull();
    expect(withholdsRestrictionAdvice(['diabetes_medication'])).toBe(false);
  });
});

describe('answers from the user’s numbers', () => {
  it('says how many net carbs are left, with what was eaten and the limit', () => {
    const answer = composeCoachAnswer('carbs_left', contextFixture(), KB);
    expect(answer.text).toBe('You have 14 g net carbs left today (6 g eaten of your 20 g limit).');
  });

  it('says by how much the limit is exceeded', () => {
    const context = contextFixture({
      eaten: { entries: 3, netCarbsG: 23.4, proteinG: 0, fatG: 0, energyKcal: 0, sodiumMg: 0 },
    });
    expect(composeCoachAnswer('carbs_left', context, KB).text).toBe(
      'You are 3 g over your 20 g net-carb limit today (23 g eaten).',
    );
  });

  it('does not invent a limit before onboarding', () => {
    const answer = composeCoachAnswer('carbs_left', contextFixture({ targets: null }), KB);
    expect(answer.text).toMatch(/6 g net carbs today.*Finish onboarding/);
  });

  it('reports calories and protein left', () => {
    expect(composeCoachAnswer('calories_left', contextFixture(), KB).text).toBe(
      'You have 860 kcal left today (640 kcal eaten of your 1500 kcal target).',
    );
    expect(composeCoachAnswer('protein_left', contextFixture(), KB).text).toBe(
      'You still need 65 g protein today (40 g eaten of your 105 g target).',
    );
  });

  it('reports the running fast, the weight trend, Metashift and the plan day', () => {
    const context = contextFixture({
      fast: { protocol: '16:8', targetHours: 16, elapsedHours: 10.04 },
      weight: {
        units: 'metric',
        count: 5,
        latest: 81.24,
        trend: 81.5,
        perWeek: -0.62,
        spanDays: 14,
        goal: 68,
        remaining: 13.5,
      },
      metashift: { day: 5, phaseName: 'Adaptation', dayInPhase: 2, daysToNextPhase: 9, tip: null },
      plan: {
        name: '7-day plan',
        day: 2,
        duration: 7,
        meals: [{ title: 'Eggs and bacon', mealType: 'breakfast', netCarbsG: 1.2 }],
      },
    });
    expect(composeCoachAnswer('fasting_status', context, KB).text).toBe(
      'You are 10 h into your 16:8 fast; 6 h to go to your 16 h target.',
    );
    const weight = composeCoachAnswer('weight_trend', context, KB).text;
    expect(weight).toContain('81.2 kg');
    expect(weight).toContain('losing about 0.6 kg a week over the last 14 days');
    expect(weight).toContain('13.5 kg to go to your goal of 68 kg');
    expect(composeCoachAnswer('metashift_phase', context, KB).text).toContain(
      'day 5 of Metashift, in the Adaptation phase',
    );
    expect(composeCoachAnswer('plan_today', context, KB).text).toContain(
      'day 2 of 7 of "7-day plan". On the menu — breakfast: Eggs and bacon (1 g net carbs).',
    );
  });

  it('adds sourced guidance from the knowledge base to the user’s numbers', () => {
    const answer = composeCoachAnswer('alcohol', contextFixture(), KB);
    expect(answer.text).toContain('14 g net carbs left today');
    expect(answer.text).toContain('Dry wine');
    expect(answer.sources).toEqual(KB[3]?.sources);
  });

  it('withholds restrictive guidance from users whose profile rules it out', () => {
    const answer = composeCoachAnswer(
      'fasting_safety',
      contextFixture({ safetyFlags: ['eating_disorder_history'] }),
      KB,
    );
    expect(answer.text).not.toContain('16:8');
    expect(answer.sources).toEqual([]);
  });

  it('points keto flu and electrolytes to the day’s water, from the person’s own log', () => {
    const short = contextFixture({ water: { totalMl: 750, targetMl: 2200 } });
    expect(composeCoachAnswer('keto_flu', short, KB).text).toContain(
      'You have logged 750 of your 2200 ml of water today; the water card on your dashboard logs a glass in one tap.',
    );
    const met = contextFixture({ water: { totalMl: 2300, targetMl: 2200 } });
    expect(composeCoachAnswer('electrolytes', met, KB).text).toContain(
      'You have logged 2300 ml of water today, your 2200 ml target met.',
    );
    expect(buildCoachSystemPrompt(short, KB)).toContain(
      "Water today: 750 ml of a 2200 ml target (logged on the dashboard's water card)",
    );
    // Without a water log to read, no figure is claimed.
    expect(composeCoachAnswer('keto_flu', contextFixture(), KB).text).not.toMatch(/water today/);
  });

  it('answers an unknown question honestly with what it can do', () => {
    const answer = composeCoachAnswer('unknown', contextFixture(), KB);
    expect(answer.text).toMatch(/builtin FlowBrain coach/);
    expect(answer.text).toMatch(/How many carbs do I have left today\?/);
  });
});

describe('retrieval and the model prompt', () => {
  it('ranks the entry that matches the question first', () => {
    expect(retrieveCoachKnowledge(KB, 'I get leg cramps at night, magnesium?')[0]?.id).toBe(
      'electrolytes',
    );
    expect(retrieveCoachKnowledge(KB, 'beer or wine?')[0]?.id).toBe('alcohol');
    expect(retrieveCoachKnowledge(KB, 'quantum physics')).toEqual([]);
  });

  it('puts the user’s numbers and the retrieved notes in the system prompt', () => {
    const prompt = buildCoachSystemPrompt(contextFixture(), KB.slice(0, 2));
    expect(prompt).toContain('You have 14 g net carbs left today (6 g eaten of your 20 g limit).');
    expect(prompt).toContain('Daily targets: 20 g net carbs');
    expect(prompt).toContain('### Keto flu');
    expect(prompt).toMatch(/Never invent/);
  });

  it('drops restrictive notes and adds a no-restriction rule for flagged users', () => {
    const prompt = buildCoachSystemPrompt(
      contextFixture({ safetyFlags: ['pregnant_or_breastfeeding'] }),
      KB,
    );
    expect(prompt).not.toContain('### Fasting safely');
    expect(prompt).toMatch(/never suggest fasting/);
  });

  it('streams the whole answer in small chunks and titles conversations', () => {
    const text = 'You have 14 g net carbs left today (6 g eaten of your 20 g limit).';
    const chunks = chunkCoachAnswer(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(text);
    expect(coachConversationTitle('a'.repeat(100))).toHaveLength(60);
  });
});
