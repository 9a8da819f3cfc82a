import { KeyRound } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function LoginDigistoreRoute() {
  return (
    <FeatureIntro
      icon={KeyRound}
      title="Digistore24 sign-in"
      description={`Bought ${env.appName} through Digistore24? Set your password to open your account.`}
    />
  );
}
