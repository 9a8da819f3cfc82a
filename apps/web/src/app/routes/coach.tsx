import { CoachPage } from '../../features/coach';

/** /coach — FlowBrain (issue 5 §6); requires login and completed onboarding (router guards). */
export default function CoachRoute() {
  return <CoachPage />;
}
