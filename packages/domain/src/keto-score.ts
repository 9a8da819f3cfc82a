/**
 * KetoVision's keto score (70 or more counts as keto-friendly). Built from two numbers only:
 * the net carbs of the serving scanned and the share of the user's net-carb budget still left
 * today. The words of the verdict, analysis
 * and recommendation are written from those same numbers, so the text never claims more
 * than the arithmetic shows.
 */
import { round1 } from './numbers.js';

/** A score at or above this counts as keto-friendly. */
export const KETO_FRIENDLY_MIN_SCORE = 70;
/** Below this the food is not keto-friendly; between the two, eat it in moderation. */
export const KETO_MODERATE_MIN_SCORE = 40;

/** Points lost per gram of net carbs in the serving: 7.5 g is the keto-friendly edge. */
const POINTS_PER_NET_CARB_G = 4;
/** Points lost when the serving uses the whole budget left today (it then scores 40). */
const POINTS_FOR_WHOLE_BUDGET = 60;

export type KetoScoreBand = 'friendly' | 'moderate' | 'avoid';
export type KetoScoreVerdict = 'Keto-friendly' | 'Eat in moderation' | 'Not keto-friendly';

const clampScore = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/** Score from the serving alone: 0 g → 100, 7.5 g → 70, 15 g → 40, 25 g or more → 0. */
export function servingScore(netCarbsG: number): number {
  return clampScore(100 - Math.max(0, netCarbsG) * POINTS_PER_NET_CARB_G);
}

/**
 * Score from today's budget: using none of what is left → 100, all of it → 40, twice
 * it → 0. With nothing left, any net carbs score 0 and none score 100.
 */
export function budgetScore(netCarbsG: number, remainingNetCarbsG: number): number {
  const carbs = Math.max(0, netCarbsG);
  if (carbs === 0) return 100;
  if (remainingNetCarbsG <= 0) return 0;
  const share = carbs / remainingNetCarbsG;
  if (share <= 1) return clampScore(100 - POINTS_FOR_WHOLE_BUDGET * share);
  return clampScore((100 - POINTS_FOR_WHOLE_BUDGET) * (2 - share));
}

/**
 * 0–100. The lower of the serving score and the budget score: a food must be low in net
 * carbs AND fit what is left today to count as keto-friendly. Without a budget (no
 * targets yet) the serving decides alone.
 */
export function ketoScore(netCarbsG: number, remainingNetCarbsG: number | null): number {
  const serving = servingScore(netCarbsG);
  if (remainingNetCarbsG === null) return serving;
  return Math.min(serving, budgetScore(netCarbsG, remainingNetCarbsG));
}

export function ketoScoreBand(score: number): KetoScoreBand {
  if (score >= KETO_FRIENDLY_MIN_SCORE) return 'friendly';
  if (score >= KETO_MODERATE_MIN_SCORE) return 'moderate';
  return 'avoid';
}

export function ketoScoreVerdict(score: number): KetoScoreVerdict {
  const band = ketoScoreBand(score);
  if (band === 'friendly') return 'Keto-friendly';
  if (band === 'moderate') return 'Eat in moderation';
  return 'Not keto-friendly';
}

export type KetoAssessmentInput = {
  /** What was scanned, e.g. "Almond butter" or "Salmon, broccoli". */
  foodType: string;
  /** Grams of the serving assessed. */
  grams: number;
  /** Net carbs of the serving (the middle estimate). */
  netCarbsG: number;
  /** Range from portion uncertainty; equal to netCarbsG when the amount is known. */
  netCarbsLowG: number;
  netCarbsHighG: number;
  /** The user's daily net-carb cap, or null before onboarding. */
  dailyNetCarbsG: number | null;
  /** Net carbs already logged today. */
  eatenNetCarbsG: number;
};

export type KetoAssessment = {
  score: number;
  band: KetoScoreBand;
  verdict: KetoScoreVerdict;
  /** Budget left before this food, never below 0; null without targets. */
  remainingNetCarbsG: number | null;
  analysis: string;
  recommendation: string;
};

function gramsText(low: number, mid: number, high: number): string {
  const [l, m, h] = [round1(low), round1(mid), round1(high)];
  return l === h ? `${m} g` : `${m} g (${l}–${h} g)`;
}

/** Score, verdict and the sentences the result card shows, all from the numbers given. */
export function assessKeto(input: KetoAssessmentInput): KetoAssessment {
  const net = Math.max(0, input.netCarbsG);
  const remaining =
    input.dailyNetCarbsG === null
      ? null
      : Math.max(0, round1(input.dailyNetCarbsG - input.eatenNetCarbsG));
  const score = ketoScore(net, remaining);
  const band = ketoScoreBand(score);
  const verdict = ketoScoreVerdict(score);

  const serving = `${input.foodType}: ${gramsText(input.netCarbsLowG, net, input.netCarbsHighG)} net carbs in ${Math.round(input.grams)} g.`;
  let budget: string;
  if (remaining === null) {
    budget = 'Finish onboarding to compare it with your daily net-carb limit.';
  } else if (remaining === 0) {
    budget =
      net === 0
        ? 'You have no net carbs left today, and this adds none.'
        : `You have no net carbs left today (limit ${round1(input.dailyNetCarbsG ?? 0)} g).`;
  } else if (net <= remaining) {
    budget = `This uses ${round1(net)} g of your ${remaining} g net carbs left today.`;
  } else {
    budget = `That is ${round1(net - remaining)} g more than the ${remaining} g net carbs you have left today.`;
  }

  let recommendation: string;
  if (band === 'friendly') {
    recommendation =
      net === 0
        ? 'Fits keto freely: it adds no net carbs. Mind the calories if you are losing weight.'
        : 'Fits your keto day as a serving of this size. Log it so the rest of the day stays on track.';
  } else if (band === 'moderate') {
    // Half the serving, or less when half would still take more than half of what is left.
    const share = remaining !== null && remaining > 0 && net > 0 ? remaining / 2 / net : 0.5;
    const portion = Math.max(10, Math.round((input.grams * Math.min(0.5, share)) / 5) * 5);
    recommendation = `Eat it in moderation: a smaller portion (about ${portion} g) keeps more of your net-carb budget for the rest of the day.`;
  } else {
    recommendation =
      remaining !== null && net > remaining
        ? 'Better skipped today: it would take you over your net-carb limit. Choose a low-carb swap such as leafy greens, eggs, meat, fish or cheese.'
        : 'Not keto-friendly: it is high in net carbs for one serving. Choose a low-carb swap such as leafy greens, eggs, meat, fish or cheese.';
  }
  return {
    score,
    band,
    verdict,
    remainingNetCarbsG: remaining,
    analysis: `${serving} ${budget}`,
    recommendation,
  };
}
