import { RefundPolicyPage } from '../../features/legal';

export default function RefundPolicyRoute() {
  return <RefundPolicyPage />;
}
