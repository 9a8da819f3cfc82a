import { ScanLine } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function KetoVisionRoute() {
  return (
    <FeatureIntro
      icon={ScanLine}
      title="KetoVision"
      description="Snap a photo of your food and see its net carbs, macros and keto score."
    />
  );
}
