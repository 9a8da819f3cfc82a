import { Sparkles } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function DreamMeRoute() {
  return (
    <FeatureIntro
      icon={Sparkles}
      title="Dream Me"
      description="Upload a photo and see an illustration of a possible you in 6 months, 1 year or 2 years."
    />
  );
}
