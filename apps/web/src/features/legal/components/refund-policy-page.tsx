import { ShieldCheck } from 'lucide-react';
import { env } from '../../../config/env';
import { LegalLayout, LegalLink, type LegalSection } from './legal-layout';
import { OperatorEmail } from './operator';

const app = env.appName;

const sections: LegalSection[] = [
  {
    id: 'guarantee',
    title: 'The 60-day money-back guarantee',
    body: (
      <p>
        If {app} Pro is not right for you, you get your money back. Every plan (Monthly Pro, Yearly
        Pro and Mega Deal) and every coin pack comes with a 60-day money-back guarantee: ask for a
        refund within <strong>60 days of the payment</strong> and the full amount of that payment is
        returned. The guarantee comes on top of any statutory right of withdrawal you have as a
        consumer.
      </p>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to ask for a refund',
    body: (
      <>
        <p>
          Our plans are sold by Digistore24, so refunds go through Digistore24, back to the payment
          method you used:
        </p>
        <ol>
          <li>
            Open the order confirmation e-mail from Digistore24 and follow its link to your order,
            or use the buyer support on digistore24.com with your order number.
          </li>
          <li>Ask for a refund of the payment. You do not have to give a reason.</li>
          <li>
            If anything gets stuck, write to us at <OperatorEmail /> with your order number, and we
            will arrange it with Digistore24.
          </li>
        </ol>
        <p>
          Your order numbers are also listed under “Your purchases” on the FlowCoins page. The money
          usually reaches you within a few business days, depending on your bank or payment
          provider.
        </p>
      </>
    ),
  },
  {
    id: 'coins',
    title: 'What happens to your FlowCoins',
    body: (
      <>
        <p>
          A refunded purchase takes back the coins it brought, including its bonus. This happens
          automatically when Digistore24 reports the refund, and appears as “Refund” in your coin
          history.
        </p>
        <p>
          If you had already spent some of those coins, your balance can fall below zero. That is
          not a debt: we never charge you for it. AI features simply pause until your balance is
          positive again, and the rest of the app keeps working.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions and cancelling',
    body: (
      <ul>
        <li>
          Refunding a subscription payment also ends the subscription, so no further payments are
          taken.
        </li>
        <li>
          If you only want to stop future payments, cancel at any time through the link in your
          Digistore24 order e-mail. Cancelling is not a refund: you keep the coins you have, and the
          current period is not refunded unless you ask within the 60 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'chargebacks',
    title: 'Chargebacks',
    body: (
      <p>
        Please ask us or Digistore24 for a refund before disputing a payment with your bank; it is
        faster for you. A chargeback takes back the coins of that payment in the same way as a
        refund.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    body: (
      <p>
        Write to <OperatorEmail />. Purchases themselves are governed by Digistore24’s terms and our{' '}
        <LegalLink to="/terms-conditions">Terms & Conditions</LegalLink>.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <LegalLayout
      title="Refund Policy"
      description={`${app}’s 60-day money-back guarantee: how to ask for a refund through Digistore24 and what happens to your FlowCoins.`}
      icon={ShieldCheck}
      summary={
        <p>
          In short: ask within 60 days of a payment and you get that payment back through
          Digistore24. The coins it brought are taken back.
        </p>
      }
      sections={sections}
    />
  );
}
