import { BadgeCheck } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function SalesRoute() {
  return (
    <FeatureIntro
      icon={BadgeCheck}
      title={`Get ${env.appName} Pro`}
      description="Monthly, yearly and one-time plans with FlowCoins for AI meal plans, KetoVision and your FlowBrain coach."
    />
  );
}
