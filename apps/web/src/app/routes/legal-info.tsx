import { Scale } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function LegalInfoRoute() {
  return (
    <FeatureIntro
      icon={Scale}
      title="Legal Information"
      description={`Who runs ${env.appName} and how to reach us.`}
    />
  );
}
