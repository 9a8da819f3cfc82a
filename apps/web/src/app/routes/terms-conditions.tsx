import { TermsConditionsPage } from '../../features/legal';

export default function TermsConditionsRoute() {
  return <TermsConditionsPage />;
}
