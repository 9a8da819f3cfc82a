import { ReferralLanding } from '../../features/referral';

/** /ref/:code — the referral landing (no guard: visitors arrive signed out). */
export default function ReferralRoute() {
  return <ReferralLanding />;
}
