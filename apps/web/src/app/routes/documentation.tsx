import { BookOpen } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function DocumentationRoute() {
  return (
    <FeatureIntro
      icon={BookOpen}
      title="Documentation"
      description={`How ${env.appName} works: every feature, FlowCoins and your data.`}
    />
  );
}
