import { Share2 } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function AffiliateCenterRoute() {
  return (
    <FeatureIntro
      icon={Share2}
      title="Affiliate Center"
      description="Share your referral link and earn 50 FlowCoins for every friend who joins."
    />
  );
}
