import { useRef } from 'react';
import { useCommerceConfig } from './commerce';
import { cn } from '../../lib/utils';
import { useExternalScript } from '../../lib/use-external-script';

/**
 * The operator's optional trust badge (bottom left on /d, top right on /welcome).
 * Rendered only when TRUST_BADGE_SCRIPT_URL is configured; the CSP allows exactly its origin.
 */
export function TrustBadge({ position }: { position: 'bottom-left' | 'top-right' }) {
  const { data } = useCommerceConfig();
  const slot = useRef<HTMLDivElement | null>(null);
  useExternalScript(data?.trustBadgeScriptUrl, slot);
  if (!data?.trustBadgeScriptUrl) return null;
  return (
    <div
      ref={slot}
      data-slot="trust-badge"
      className={cn(
        'fixed z-30',
        position === 'bottom-left' ? 'bottom-4 left-4' : 'top-20 right-4',
      )}
    />
  );
}
