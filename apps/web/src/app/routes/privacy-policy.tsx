import { PrivacyPolicyPage } from '../../features/legal';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
