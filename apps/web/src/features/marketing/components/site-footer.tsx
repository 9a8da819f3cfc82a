import { LegalFooter } from '../../../components/legal-footer';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/disclaimer', label: 'Medical Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

/** Marketing footer: the four legal pages and the health disclaimer. */
export function SiteFooter() {
  return <LegalFooter links={LEGAL_LINKS} />;
}
