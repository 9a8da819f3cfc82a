import { DreamMePage } from '../../features/dream-me';

/** /dream-me — requires login and completed onboarding (router guards). */
export default function DreamMeRoute() {
  return <DreamMePage />;
}
