import { PLANS } from '@ketoflow/domain';
import { LegalFooter } from '../../../components/legal-footer';
import { euroPriceLine } from '../model/pricing';

/** Legal links in the sales-page footer carry `source=d` (they lead back to /d). */
const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/disclaimer', label: 'Medical Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/legal-info', label: 'Legal Info' },
] as const;

export function SalesFooter() {
  return (
    <LegalFooter links={LEGAL_LINKS} linkQuery="?source=d">
      <div className="grid gap-1 text-sm">
        <h2 className="font-medium">Prices</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          {PLANS.map((plan) => (
            <li key={plan.id} className="num">
              {euroPriceLine(plan)}
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Sold by Digistore24 GmbH as reseller. The order form shows the final price in your
          currency, including any VAT, before you pay.
        </p>
      </div>
    </LegalFooter>
  );
}
