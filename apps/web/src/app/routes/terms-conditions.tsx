import { FileText } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function TermsConditionsRoute() {
  return (
    <FeatureIntro
      icon={FileText}
      title="Terms & Conditions"
      description={`The rules for using ${env.appName} and buying FlowCoins.`}
    />
  );
}
