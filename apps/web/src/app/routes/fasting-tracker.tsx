import { FastingPage } from '../../features/fasting';

/** /fasting-tracker — requires login and completed onboarding (router guards). */
export default function FastingTrackerRoute() {
  return <FastingPage />;
}
