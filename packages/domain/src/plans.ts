/**
 * The plans sold through Digistore24. Prices are the sales-page
 * amounts; the footer shows the same amounts in euro.
 */
export type PlanId = 'monthly' | 'yearly' | 'mega';

export type Plan = {
  id: PlanId;
  name: string;
  /** Price in whole dollars (and the same number in euro). */
  price: number;
  billing: 'month' | 'year' | 'once';
  coins: number;
  bonusCoins: number;
  label?: string;
  /** For the yearly plan: about $16/month, 20 % off monthly. */
  monthlyEquivalent?: number;
  discountPercent?: number;
};

export const PLANS: readonly Plan[] = [
  { id: 'monthly', name: 'Monthly Pro', price: 20, billing: 'month', coins: 200, bonusCoins: 70 },
  {
    id: 'yearly',
    name: 'Yearly Pro',
    price: 192,
    billing: 'year',
    coins: 2400,
    bonusCoins: 900,
    label: 'TRENDING',
    monthlyEquivalent: 16,
    discountPercent: 20,
  },
  { id: 'mega', name: 'Mega Deal', price: 600, billing: 'once', coins: 20000, bonusCoins: 8000 },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/**
 * Coins for one payment of a plan. Rule chosen: the first payment (pay_sequence_no
 * 0 or 1) brings the plan's coins plus its bonus; every rebill (2, 3, …) brings the
 * plan's base coins only, so the bonus is a welcome gift, not a recurring one.
 */
export function coinsForPayment(
  plan: Plan,
  paySequenceNo: number,
): { coins: number; isRebill: boolean } {
  const isRebill = paySequenceNo >= 2;
  return { coins: isRebill ? plan.coins : plan.coins + plan.bonusCoins, isRebill };
}

/** Digistore24's order form for a product. */
export function digistoreOrderFormUrl(productId: string): string {
  return `https://www.digistore24.com/product/${encodeURIComponent(productId)}`;
}

/** Referral codes: 8 characters from A–Z without I and O, plus digits 2–9. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_MAX_ATTEMPTS = 5;

/** `randomInt(n)` returns a uniform integer in [0, n); pass a crypto-backed one. */
export function generateReferralCode(randomInt: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

export function isReferralCode(value: string): boolean {
  return new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`).test(value);
}
