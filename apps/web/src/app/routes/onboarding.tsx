import { OnboardingScreen } from '../../features/onboarding';

export default function OnboardingRoute() {
  return <OnboardingScreen />;
}
