import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import { LegalLayout, LegalLink, type LegalSection } from './legal-layout';
import { ActivityRetention, activityLogSection } from './activity-log-section';
import { barcodeLookupSection } from './barcode-lookup-section';
import { OperatorDetails, OperatorEmail, OperatorName } from './operator';

const app = env.appName;

const sections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <>
        <p>
          The controller for the personal data processed in {app} is <OperatorName /> (“we”, “us”).
          You can reach us at <OperatorEmail /> for anything about your data.
        </p>
        <OperatorDetails />
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>We collect only what the features you use need:</p>
        <ul>
          <li>
            <strong>Account.</strong> Your e-mail address and password. The password is stored only
            as an argon2id hash, never in readable form. For each sign-in we keep a session record
            with the browser and IP address it was opened from, so you can see and end your
            sessions.
          </li>
          <li>
            <strong>Your answers.</strong> The onboarding questionnaire: first name, sex, birth
            year, height, current and goal weight, activity level, goal and pace, diet style, foods
            you avoid and allergies, meals per day, fasting experience, and safety questions (for
            example pregnancy, diabetes medication, kidney or liver disease, a history of eating
            disorders). From them we calculate your targets and summary.
          </li>
          <li>
            <strong>What you log.</strong> Meals and recipes, meal plans, weigh-ins, fasts and your
            phase programme.
          </li>
          <li>
            <strong>Photos.</strong> Food photos for KetoVision and your photo for Dream Me, once
            these features are available and only if you upload one. Photos are stored privately,
            visible only to you, and their metadata (such as the camera’s location data) is removed
            when they are uploaded.
          </li>
          <li>
            <strong>AI requests.</strong> Your questions to FlowBrain and the inputs and results of
            AI actions (meal plans, recipes, scans), so you can see them again.
          </li>
          <li>
            <strong>FlowCoins.</strong> Your wallet balance and every movement in it: bonuses,
            purchases, renewals, refunds and AI actions.
          </li>
          <li>
            <strong>Purchases.</strong> When you buy through Digistore24, it tells us the order
            number, product, amount, currency, billing status and your name and e-mail address, so
            we can credit your coins and show your purchases. We never receive your card or bank
            details.
          </li>
          <li>
            <strong>Referrals.</strong> Your referral code and which accounts joined with it.
          </li>
          <li>
            <strong>Technical data.</strong> Server logs with IP address, time, requested address
            and an error trace when something fails, used for security and troubleshooting and
            deleted after a short period.
          </li>
          <li>
            <strong>Tours and hints you dismissed.</strong> Which guided tours and hints you closed,
            and when you skipped a tour, so they stay closed on all your devices. You can reset them
            in your profile.
          </li>
          <li>
            <strong>Activity log.</strong> While you are signed in, and unless you turn it off,
            which screens you open and a few of the actions you take, so we can improve the app. The
            details are in <a href="#activity-log">Activity log</a> below.
          </li>
        </ul>
        <p>We do not sell your data, show advertising, or use advertising or analytics trackers.</p>
      </>
    ),
  },
  {
    id: 'health-data',
    title: 'Health data',
    body: (
      <>
        <p>
          Your weight, height, diet, fasting and safety answers and your photos can reveal
          information about your health. Under the GDPR this is a special category of personal data
          (Article 9). We process it only with your <strong>explicit consent</strong>, which you
          give when you complete the questionnaire, and only to provide {app} to you.
        </p>
        <p>
          You can withdraw your consent at any time by deleting the data or your whole account from
          your <Link to="/profile">profile</Link>. Withdrawal does not make earlier processing
          unlawful, but without this data we cannot give you a personal plan.
        </p>
      </>
    ),
  },
  activityLogSection,
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <ul>
        <li>
          <strong>Contract</strong> (GDPR Art. 6(1)(b)): your account, the features you use, your
          wallet and purchases.
        </li>
        <li>
          <strong>Explicit consent</strong> (Art. 9(2)(a)): health data, as described above.
        </li>
        <li>
          <strong>Legitimate interests</strong> (Art. 6(1)(f)): keeping the service secure (logs,
          rate limits, fraud prevention) and improving it from the activity log, which you can turn
          off.
        </li>
        <li>
          <strong>Legal obligations</strong> (Art. 6(1)(c)): keeping accounting records of
          purchases.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments through Digistore24',
    body: (
      <>
        <p>
          Plans and coin packs are sold by <strong>Digistore24 GmbH</strong> (Hildesheim, Germany)
          as reseller and merchant of record: your purchase contract is with Digistore24, which
          processes your payment and billing data as a controller under its own privacy policy. The
          order form and any payment pages are Digistore24’s.
        </p>
        <p>
          Digistore24 sends us a signed notification for each payment, refund or cancellation. We
          use it to credit or take back FlowCoins and to show your purchases.
        </p>
      </>
    ),
  },
  {
    id: 'ai-providers',
    title: 'AI providers',
    body: (
      <>
        <p>
          By default, {app}’s AI features run on a built-in engine on our own server: your data is
          not sent to any AI company.
        </p>
        <p>
          If we configure an external AI provider (a service compatible with the OpenAI API), the
          content needed for a request is sent to that provider to produce the answer: your
          question, the relevant targets and logs, and for scans or Dream Me the photo. The provider
          acts as our processor under a data processing agreement. The app always shows which engine
          produced a result.
        </p>
      </>
    ),
  },
  barcodeLookupSection,
  {
    id: 'recipients',
    title: 'Who else receives data',
    body: (
      <>
        <p>Only service providers who help us run {app}, each for its task:</p>
        <ul>
          <li>our hosting provider, which stores the database and files;</li>
          <li>our e-mail provider, which delivers account e-mails;</li>
          <li>Digistore24, for purchases;</li>
          <li>an AI provider, only if one is configured (see above);</li>
          <li>Open Food Facts, which receives only the barcodes looked up (see above).</li>
        </ul>
        <p>
          Where a provider is outside the European Economic Area, we rely on an adequacy decision or
          the European Commission’s standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage in your browser',
    body: (
      <p>
        {app} sets two cookies while you are signed in, the session cookie that keeps you signed in
        and your device’s time zone, and uses your browser’s local storage for settings such as the
        theme and dismissed hints. There are no advertising or analytics cookies. The details,
        including the optional Digistore24 scripts on the sales page, are in the{' '}
        <LegalLink to="/cookie-policy">Cookie Policy</LegalLink>.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>
          Your account, answers, logs, photos, AI history and wallet are kept while your account
          exists and are deleted when you delete it.
        </li>
        <li>
          The activity log: each entry for <ActivityRetention />, then it is deleted automatically.
        </li>
        <li>Signed-in sessions end after 30 days without use, or when you sign out everywhere.</li>
        <li>
          Order records (order number, product, amount, buyer e-mail) are kept after an account is
          deleted for as long as tax and commercial law require us to keep accounting records.
        </li>
        <li>Server logs are deleted after a short period.</li>
        <li>Deleted data disappears from backups when they are rotated out.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You have the right to access your data, to correct it, to have it erased, to restrict or
          object to its processing, to receive it in a portable format, and to withdraw consent at
          any time.
        </p>
        <p>
          Two of these you can use yourself at any time from your <Link to="/profile">profile</Link>
          : <strong>export</strong> all your data as a JSON file, and <strong>delete</strong> your
          account with everything it owns. For anything else, write to <OperatorEmail />.
        </p>
        <p>
          You also have the right to lodge a complaint with a data protection supervisory authority,
          in particular in the country where you live or work.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed with argon2id, session cookies cannot be
        read by page scripts, and every request for your data is checked against your account, so
        nobody else can reach it. Photos are stored privately and served only to you.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {app} is for adults aged 18 and over. Diet changes in children and teenagers need medical
        supervision, so we do not knowingly collect data from anyone younger.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change how we handle data, we update this page and its date. For significant changes
        we tell you in the app or by e-mail before they take effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      description={`How ${app} collects, uses and protects your personal and health data.`}
      icon={Lock}
      summary={
        <p>
          In short: we collect what your plan and the features you use need, treat your health data
          as sensitive, never sell it, and let you export or delete everything from your profile.
        </p>
      }
      sections={sections}
    />
  );
}
