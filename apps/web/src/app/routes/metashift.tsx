import { MetashiftPage } from '../../features/metashift';

/** /metashift — requires login and completed onboarding (router guards). */
export default function MetashiftRoute() {
  return <MetashiftPage />;
}
