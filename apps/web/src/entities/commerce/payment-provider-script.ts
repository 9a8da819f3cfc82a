import { useQuery } from '@tanstack/react-query';
import { useAfterLoad } from '../../lib/after-load';
import { useExternalScript } from '../../lib/use-external-script';
import { commerceConfigQueryOptions } from './commerce';

/**
 * The payment provider's script (the landing and sales pages load it), only when the
 * operator configured its URL. Deferred: the configuration is read, and the script added,
 * only after the page has loaded and gone idle, so it never competes with the first paint.
 * A page that already has the configuration (the sales page's plans) reads it from the cache.
 */
export function usePaymentProviderScript(): void {
  const afterLoad = useAfterLoad();
  const { data } = useQuery({ ...commerceConfigQueryOptions, enabled: afterLoad });
  useExternalScript(afterLoad ? data?.paymentProviderScriptUrl : null);
}
