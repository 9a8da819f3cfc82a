import { Building2 } from 'lucide-react';
import { env } from '../../../config/env';
import { LegalLayout, LegalLink, type LegalSection } from './legal-layout';
import { OperatorDetails, OperatorEmail } from './operator';

const app = env.appName;

const sections: LegalSection[] = [
  {
    id: 'operator',
    title: 'Operator',
    body: (
      <>
        <p>{app} is operated and its content is the responsibility of:</p>
        <OperatorDetails />
      </>
    ),
  },
  {
    id: 'reseller',
    title: 'Sales and payments',
    body: (
      <p>
        Plans and coin packs are sold by <strong>Digistore24 GmbH</strong>, Hildesheim, Germany, as
        reseller and merchant of record. Digistore24 handles payment, invoices and VAT; questions
        about a charge can go to Digistore24’s buyer support or to us.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For support, privacy requests and refunds, write to <OperatorEmail />. Please include your
        order number when your message is about a purchase.
      </p>
    ),
  },
  {
    id: 'health',
    title: 'Health information',
    body: (
      <p>
        {app} gives general information, not medical advice; see the{' '}
        <LegalLink to="/disclaimer">Medical Disclaimer</LegalLink>.
      </p>
    ),
  },
  {
    id: 'more',
    title: 'Other legal texts',
    body: (
      <ul>
        <li>
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>
        </li>
        <li>
          <LegalLink to="/terms-conditions">Terms & Conditions</LegalLink>
        </li>
        <li>
          <LegalLink to="/refund-policy">Refund Policy</LegalLink>
        </li>
        <li>
          <LegalLink to="/cookie-policy">Cookie Policy</LegalLink>
        </li>
      </ul>
    ),
  },
];

export function LegalInfoPage() {
  return (
    <LegalLayout
      title="Legal Info"
      description={`Who operates ${app}, how to reach us, and who sells the plans.`}
      icon={Building2}
      summary={<p>Who runs {app}, how to reach us, and who sells the plans.</p>}
      sections={sections}
    />
  );
}
