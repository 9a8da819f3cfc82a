import { CalendarRange } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function MetashiftRoute() {
  return (
    <FeatureIntro
      icon={CalendarRange}
      title="Metashift"
      description="A phased programme that guides you step by step through your keto journey."
    />
  );
}
