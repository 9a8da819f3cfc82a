import { CoachPage } from '../../features/coach';

/**
 * /coach — FlowBrain, the AI coach (decision 016); requires login and completed onboarding
 * (router guards).
 */
export default function CoachRoute() {
  return <CoachPage />;
}
