import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useExternalScript } from '../../lib/use-external-script';
import { commerceConfigQueryOptions } from './commerce';

/** True once the page has loaded and the browser has a quiet moment (never before hydration). */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      } else {
        timer = setTimeout(() => setReady(true), 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}

/**
 * The payment provider's script (spec §2: the landing and sales pages load it), only when the
 * operator configured its URL. Deferred: the configuration is read, and the script added,
 * only after the page has loaded and gone idle, so it never competes with the first paint.
 * A page that already has the configuration (the sales page's plans) reads it from the cache.
 */
export function usePaymentProviderScript(): void {
  const afterLoad = useAfterLoad();
  const { data } = useQuery({ ...commerceConfigQueryOptions, enabled: afterLoad });
  useExternalScript(afterLoad ? data?.paymentProviderScriptUrl : null);
}
