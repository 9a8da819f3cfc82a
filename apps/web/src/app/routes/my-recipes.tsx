import { ChefHat } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function MyRecipesRoute() {
  return (
    <FeatureIntro
      icon={ChefHat}
      title="My Recipes"
      description="Keto recipes generated for you and saved for later, with full macros."
    />
  );
}
