import { Timer } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function FastingTrackerRoute() {
  return (
    <FeatureIntro
      icon={Timer}
      title="Fasting Tracker"
      description="Start a fast, follow the timer and see which fasting zone you are in."
    />
  );
}
