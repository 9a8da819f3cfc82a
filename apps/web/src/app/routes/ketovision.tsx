import { KetoVisionPage } from '../../features/ketovision';

/** /ketovision — the food scanner (guarded: signed in + onboarded). */
export default function KetoVisionRoute() {
  return <KetoVisionPage />;
}
