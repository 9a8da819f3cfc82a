import { LayoutDashboard } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder: replaced by the dashboard feature (features/dashboard). */
export default function DashboardRoute() {
  return (
    <FeatureIntro
      icon={LayoutDashboard}
      title="Dashboard"
      description="Your day at a glance: macros, fasting, weight and FlowCoins."
    />
  );
}
