import { isReferralCode } from '@ketoflow/domain';

/**
 * The referral code a visitor arrived with (/ref/{code}), kept in the browser until the
 * sign-up request carries it. It lives here, not in
 * a feature, because the referral landing stores it and the sign-up call reads it.
 */
export const PENDING_REFERRAL_KEY = 'pending-referral-code';

/** Upper-cased and trimmed; null unless it has the shape of a code (isReferralCode). */
export function normalizeReferralCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isReferralCode(code) ? code : null;
}

/** Stores a well-formed code; returns it, or null when it is malformed (nothing stored). */
export function storePendingReferralCode(value: string): string | null {
  const code = normalizeReferralCode(value);
  if (!code) return null;
  try {
    window.localStorage.setItem(PENDING_REFERRAL_KEY, code);
  } catch {
    // Storage can be unavailable (privacy mode): the invitation then simply does not carry over.
  }
  return code;
}

export function readPendingReferralCode(): string | null {
  try {
    return normalizeReferralCode(window.localStorage.getItem(PENDING_REFERRAL_KEY));
  } catch {
    return null;
  }
}

export function clearPendingReferralCode(): void {
  try {
    window.localStorage.removeItem(PENDING_REFERRAL_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
