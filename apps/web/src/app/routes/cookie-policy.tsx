import { CookiePolicyPage } from '../../features/legal';

export default function CookiePolicyRoute() {
  return <CookiePolicyPage />;
}
