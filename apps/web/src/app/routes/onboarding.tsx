import { ClipboardList } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder: replaced by the onboarding feature (features/onboarding). */
export default function OnboardingRoute() {
  return (
    <FeatureIntro
      icon={ClipboardList}
      title="Onboarding"
      description="Tell us about yourself and get your personalised AI summary and daily targets."
    />
  );
}
