import { UserRound } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder: replaced by the profile feature (features/profile). */
export default function ProfileRoute() {
  return (
    <FeatureIntro
      icon={UserRound}
      title="My Profile"
      description="Your account, preferences and data."
    />
  );
}
