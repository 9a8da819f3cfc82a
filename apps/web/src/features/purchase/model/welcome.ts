import type { ThankYouParams, ThankYouResponse } from '@ketoflow/contracts';
import { type ReactNode } from 'react';

export const PLAN_NAMES: Record<NonNullable<ThankYouResponse['plan']>, string> = {
  monthly: 'Monthly Pro',
  yearly: 'Yearly Pro',
  mega: 'Mega Deal',
  pack: 'FlowCoins pack',
  unknown: 'Your purchase',
};

export type WelcomeVariant = 'welcome' | 'reseller';

export interface WelcomeScreenProps {
  /** /welcome (the thank-you page) or /login-digistore (the reseller login entry). */
  variant: WelcomeVariant;
  /**
   * The inline password form, supplied by the app layer (it lives in the auth feature); the
   * verified link is its proof of the purchase.
   */
  renderPasswordSetup: (props: { email: string; params: ThankYouParams }) => ReactNode;
}
