export { AffiliateCenter } from './components/affiliate-center';
export { ReferralLanding } from './components/referral-landing';
export { referralKeys } from './api/referral-api';
