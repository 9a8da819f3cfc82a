import { ShieldCheck } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function AdminRoute() {
  return (
    <FeatureIntro
      icon={ShieldCheck}
      title="Admin"
      description={`Tools for the team that runs ${env.appName}.`}
    />
  );
}
