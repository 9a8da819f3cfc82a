import { usePaymentProviderScript } from '../../../entities/commerce/payment-provider-script';
import { TrustBadge } from '../../../entities/commerce/trust-badge';

/**
 * The page's optional scripts, only when the operator configured their URLs: the trust
 * badge bottom left, and the payment provider's script (deferred until the page has loaded).
 * Without them the page is complete; with them the CSP allows exactly their origins (server
 * side).
 */
export function ThirdPartyScripts() {
  usePaymentProviderScript();
  return <TrustBadge position="bottom-left" />;
}
