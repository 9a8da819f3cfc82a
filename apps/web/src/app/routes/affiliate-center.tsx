import { AffiliateCenter } from '../../features/referral';

/** /affiliate-center — no guard in the router; the screen invites signed-out visitors. */
export default function AffiliateCenterRoute() {
  return <AffiliateCenter />;
}
