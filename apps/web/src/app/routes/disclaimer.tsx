import { Stethoscope } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function DisclaimerRoute() {
  return (
    <FeatureIntro
      icon={Stethoscope}
      title="Medical Disclaimer"
      description={`${env.appName} offers general information, not medical advice. Talk to your doctor before changing your diet.`}
    />
  );
}
