import { TrustBadge } from '../../../entities/commerce/trust-badge';
import { useCommerceConfig } from '../../../entities/commerce/commerce';
import { useExternalScript } from '../../../lib/use-external-script';

/**
 * The optional scripts of spec §2, only when the operator configured their URLs: the trust
 * badge bottom left, and the payment provider's script. Without them the page is complete;
 * with them the CSP allows exactly their origins (server side).
 */
export function ThirdPartyScripts() {
  const { data } = useCommerceConfig();
  useExternalScript(data?.paymentProviderScriptUrl);
  return <TrustBadge position="bottom-left" />;
}
