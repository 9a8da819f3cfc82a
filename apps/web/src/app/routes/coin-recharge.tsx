import { Coins } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function CoinRechargeRoute() {
  return (
    <FeatureIntro
      icon={Coins}
      title="FlowCoins"
      description="Top up the coins that pay for AI meal plans, food scans and coaching."
    />
  );
}
