import { PartyPopper } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function WelcomeRoute() {
  return (
    <FeatureIntro
      icon={PartyPopper}
      title="Thank you for your purchase"
      description="Your plan is active and your FlowCoins are waiting in your account."
    />
  );
}
