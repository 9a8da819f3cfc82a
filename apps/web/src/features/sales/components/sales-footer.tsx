import { PLANS } from '@ketoflow/domain';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { env } from '../../../config/env';
import { euroPriceLine } from '../model/pricing';

/** Spec §2: legal links in the sales-page footer carry `source=d` (they lead back to /d). */
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
    <footer className="border-t bg-background">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <span className="flex items-center gap-2 font-semibold">
            <LogoMark className="h-6" />
            {env.appName}
          </span>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={`${link.to}?source=d`}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
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
        <p className="max-w-3xl text-xs leading-relaxed text-muted-foreground">
          {env.appName} offers general information, not medical advice. It does not diagnose or
          treat any condition. Talk to your doctor before changing your diet or starting to fast,
          especially if you are pregnant or breastfeeding, take medication, or have diabetes, kidney
          or liver disease, or a history of eating disorders. Results vary from person to person.
        </p>
        <p className="text-xs text-muted-foreground">
          © <span className="num">{new Date().getFullYear()}</span> {env.appName}
        </p>
      </div>
    </footer>
  );
}
