import { FileText } from 'lucide-react';
import { env } from '../../../config/env';
import { LegalLayout, LegalLink, type LegalSection } from './legal-layout';
import { OperatorEmail, OperatorName } from './operator';

const app = env.appName;

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what these terms cover',
    body: (
      <p>
        These terms govern your use of {app}, the web app and its website, operated by{' '}
        <OperatorName /> (“we”, “us”). By creating an account you accept them. Purchases are also
        subject to the terms of Digistore24, which sells our plans (see section 5).
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          {app} is a keto-diet companion: a personal plan from your answers, meal plans and recipes,
          a food scanner (KetoVision), an AI coach (FlowBrain), fasting and weight trackers, a phase
          programme (Metashift), an illustrative body visualiser (Dream Me) and a referral
          programme. Features may be added, changed or retired over time.
        </p>
        <p>
          {app} gives general information, <strong>not medical advice</strong>. Read the{' '}
          <LegalLink to="/disclaimer">Medical Disclaimer</LegalLink> before you change your diet or
          start fasting.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 years old.</li>
        <li>Give a real e-mail address and accurate answers; your plan depends on them.</li>
        <li>
          Keep your password to yourself. An account is for one person; you are responsible for what
          happens in it.
        </li>
        <li>
          You can delete your account at any time from your profile. Deleting it removes your data
          and any FlowCoins left in your wallet.
        </li>
      </ul>
    ),
  },
  {
    id: 'flowcoins',
    title: 'FlowCoins',
    body: (
      <>
        <p>
          FlowCoins are an in-app credit for AI features. They come with plans, coin packs, the
          welcome bonus and referral rewards.
        </p>
        <ul>
          <li>
            Each AI action has a fixed price in coins that you see before you use it. Changed prices
            apply only to actions taken after the change.
          </li>
          <li>If an AI action fails, its coins are returned automatically.</li>
          <li>
            FlowCoins have no cash value, cannot be exchanged for money, transferred to another
            account or sold, and remain available while your account exists.
          </li>
          <li>
            When a purchase is refunded or charged back, the coins it brought are taken back. If
            some were already spent, your balance can fall below zero; AI actions are then paused
            until it is positive again. We never charge you for a negative balance.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Plans and purchases',
    body: (
      <>
        <p>
          Plans and coin packs are sold by <strong>Digistore24 GmbH</strong> as reseller: your
          purchase contract, the payment and the invoice are Digistore24’s, under its terms. The
          price in your currency, including any VAT, is shown on the order form before you pay.
        </p>
        <ul>
          <li>
            <strong>Monthly Pro</strong> ($20 per month) and <strong>Yearly Pro</strong> ($192 per
            year) are subscriptions that renew automatically until you cancel them. Each payment
            adds the plan’s coins; the bonus coins come with the first payment.
          </li>
          <li>
            <strong>Mega Deal</strong> ($600) is a single payment with its coins and bonus, and no
            renewal.
          </li>
          <li>
            You can cancel a subscription at any time through the link in your Digistore24 order
            e-mail. Cancelling stops future payments; coins you already have stay in your wallet.
          </li>
          <li>
            Access is instant: your coins are credited as soon as Digistore24 confirms the payment,
            to the account with the e-mail address used at checkout.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'guarantee',
    title: '60-day money-back guarantee',
    body: (
      <p>
        Every plan comes with a 60-day money-back guarantee, on top of any statutory right of
        withdrawal you have. How to ask for a refund and what happens to your coins is explained in
        the <LegalLink to="/refund-policy">Refund Policy</LegalLink>.
      </p>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    body: (
      <p>
        Meal plans, recipes, scan results, coach answers and Dream Me images are generated
        automatically and can be incomplete or wrong. Nutrition figures are calculated from a food
        database and gram weights, and are estimates. Always check ingredients and allergens
        yourself, and use your own judgement before acting on any suggestion.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>access other people’s accounts or data, or try to break the service’s security;</li>
          <li>overload the service, or use automated access beyond the documented API;</li>
          <li>upload content that is illegal or that you have no right to use;</li>
          <li>abuse the referral programme, for example with fake accounts.</li>
        </ul>
        <p>
          We may suspend an account that breaks these rules, after a warning where that is
          reasonable.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        What you enter and upload remains yours. You allow us to store and process it only to
        provide {app} to you, as described in the{' '}
        <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We work to keep {app} available and your data safe, but cannot promise uninterrupted
        service. We may need to pause it for maintenance, ideally with notice.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We are liable without limitation for intent and gross negligence and for injury to life,
        body or health. For slight negligence we are liable only for breaches of essential
        obligations, limited to the damage typical and foreseeable for this kind of service. Nothing
        in these terms limits rights that the law does not allow to be limited, including your
        rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change these terms, we tell you in the app or by e-mail before the change takes
        effect; you can delete your account if you do not agree. The law of the operator’s country
        applies, without removing the protection of the consumer laws of the country where you live.
        Questions: <OperatorEmail />.
      </p>
    ),
  },
];

export function TermsConditionsPage() {
  return (
    <LegalLayout
      title="Terms & Conditions"
      description={`The terms for using ${app}, FlowCoins and plans bought through Digistore24.`}
      icon={FileText}
      summary={
        <p>
          In short: {app} is a coaching tool, not a doctor. FlowCoins pay for AI features, plans are
          sold by Digistore24, subscriptions can be cancelled any time, and every plan has a 60-day
          money-back guarantee.
        </p>
      }
      sections={sections}
    />
  );
}
