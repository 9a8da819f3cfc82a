export { CookiePolicyPage } from './components/cookie-policy-page';
export { DisclaimerPage } from './components/disclaimer-page';
export { LegalInfoPage } from './components/legal-info-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { RefundPolicyPage } from './components/refund-policy-page';
export { TermsConditionsPage } from './components/terms-conditions-page';
