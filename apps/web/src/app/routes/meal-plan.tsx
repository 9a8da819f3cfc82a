import { CalendarDays } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function MealPlanRoute() {
  return (
    <FeatureIntro
      icon={CalendarDays}
      title="Meal Plan"
      description="Your AI-built keto meal plan, day by day, within your macro targets."
    />
  );
}
