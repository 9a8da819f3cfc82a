import { LegalInfoPage } from '../../features/legal';

export default function LegalInfoRoute() {
  return <LegalInfoPage />;
}
