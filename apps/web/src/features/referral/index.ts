export { AffiliateCenter } from './components/affiliate-center';
export { ReferralLanding } from './components/referral-landing';
