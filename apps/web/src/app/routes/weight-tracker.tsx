import { Scale } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function WeightTrackerRoute() {
  return (
    <FeatureIntro
      icon={Scale}
      title="Weight Tracker"
      description="Log your weight and follow your trend and BMI over time."
    />
  );
}
