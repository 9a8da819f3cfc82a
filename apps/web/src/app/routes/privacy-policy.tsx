import { Lock } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function PrivacyPolicyRoute() {
  return (
    <FeatureIntro
      icon={Lock}
      title="Privacy Policy"
      description="How we collect, use and protect your personal data."
    />
  );
}
