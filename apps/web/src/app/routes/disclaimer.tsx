import { DisclaimerPage } from '../../features/legal';

export default function DisclaimerRoute() {
  return <DisclaimerPage />;
}
