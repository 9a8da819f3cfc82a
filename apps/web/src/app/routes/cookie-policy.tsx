import { Cookie } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function CookiePolicyRoute() {
  return (
    <FeatureIntro
      icon={Cookie}
      title="Cookie Policy"
      description={`Which cookies ${env.appName} uses and why.`}
    />
  );
}
