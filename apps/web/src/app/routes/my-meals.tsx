import { UtensilsCrossed } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function MyMealsRoute() {
  return (
    <FeatureIntro
      icon={UtensilsCrossed}
      title="My Meals"
      description="Your food diary: what you ate each day, with net carbs, protein and fat."
    />
  );
}
