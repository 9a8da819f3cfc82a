import { useRef } from 'react';
import { useCommerceConfig, useExternalScript } from '../../../lib/commerce';

/**
 * The optional scripts of spec §2, only when the operator configured their URLs: the trust
 * badge in a bottom-left slot, and the payment provider's script. Without them the page is
 * complete; with them the CSP allows exactly their origins (server side).
 */
export function ThirdPartyScripts() {
  const { data } = useCommerceConfig();
  const badgeSlot = useRef<HTMLDivElement | null>(null);
  useExternalScript(data?.trustBadgeScriptUrl, badgeSlot);
  useExternalScript(data?.paymentProviderScriptUrl);
  if (!data?.trustBadgeScriptUrl) return null;
  return <div ref={badgeSlot} data-slot="trust-badge" className="fixed bottom-4 left-4 z-30" />;
}
