import { Cookie } from 'lucide-react';
import { env } from '../../../config/env';
import { LegalLayout, LegalLink, type LegalSection } from './legal-layout';

const app = env.appName;

const STORAGE: readonly { name: string; where: string; purpose: string }[] = [
  {
    name: 'ketoflow.session_token',
    where: 'Cookie (httpOnly, SameSite=Lax; Secure over HTTPS)',
    purpose:
      'Keeps you signed in. Expires after 30 days without use, or when you sign out. Page scripts cannot read it.',
  },
  {
    name: 'kf_tz',
    where: 'Cookie (SameSite=Lax; Secure over HTTPS)',
    purpose:
      'Only while you are signed in: your device’s time zone (such as Europe/Berlin), so a screen opens with your “today” already in the page. Removed when you sign out.',
  },
  {
    name: 'theme',
    where: 'Local storage',
    purpose: 'Remembers whether you chose the dark or light theme.',
  },
  {
    name: 'pwa-install-dismissed',
    where: 'Local storage',
    purpose: 'Hides the “Install app” card for 24 hours after you close it.',
  },
  {
    name: 'auth:signed-in',
    where: 'Local storage',
    purpose:
      'Only while you are signed in: a “1” that tells a page opened later that someone is signed in on this device, so it starts the app at once and can show your screens offline. Removed when you sign out.',
  },
  {
    name: 'Tour dismissals',
    where: 'Local storage',
    purpose:
      'Remembers which guided tours you have finished, hidden or skipped. A copy is kept with your account, so they stay closed on your other devices; signing out removes this one.',
  },
  {
    name: 'auth:preferences-unsynced:<user>',
    where: 'Local storage',
    purpose:
      'Only while a tour dismissal made offline has not reached your account yet: marks it to be sent when the connection returns. Removed when you sign out.',
  },
  {
    name: 'auth:kept-screen:<screen>',
    where: 'Local storage',
    purpose:
      'Only while you are signed in: each daily screen as you last left it today, shown at once the next time you open it. Removed when you sign out.',
  },
  {
    name: 'ketoflow-device, ketoflow-outbox',
    where: 'IndexedDB',
    purpose:
      'Only while you are signed in: the answers your screens last showed (your diary, foods and recipes among them), so they open offline, and what you logged offline until it is sent. Removed when you sign out.',
  },
  {
    name: 'ketoflow-catalogue',
    where: 'IndexedDB',
    purpose:
      'The public food catalogue, the same for everyone, so food search works offline. It holds nothing about you, so it stays after you sign out.',
  },
  {
    name: 'Pending referral code',
    where: 'Local storage',
    purpose: 'Keeps a friend’s referral code from a /ref link until you have signed up.',
  },
  {
    name: 'Questionnaire draft',
    where: 'Session storage',
    purpose: 'Keeps unfinished onboarding answers if you reload; gone when you close the tab.',
  },
  {
    name: 'Activity throttle',
    where: 'Local storage',
    purpose:
      'Only while you are signed in with activity logging on: which actions were logged in the last 5 seconds, so one is not logged twice. Removed when you sign out.',
  },
  {
    name: 'Activity visit id',
    where: 'Session storage',
    purpose:
      'Only while you are signed in with activity logging on: a random id of this tab’s visit, sent with your activity log so one visit’s entries read together. Gone when you close the tab.',
  },
  {
    name: 'App files',
    where: 'Service worker cache',
    purpose: 'Stores the app’s own code and icons so it opens fast and works offline.',
  },
];

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'Cookies and browser storage',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage, session
        storage and the service worker cache are similar places where a web app can keep data on
        your device. {app} uses them only for things you would expect the app to remember.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    body: (
      <>
        <p>
          {app} sets <strong>two cookies</strong>, only while you are signed in, and both are
          strictly necessary: the session cookie that keeps you signed in, and your device’s time
          zone, so your screens open with your own “today”. Everything else stays in your browser
          and is never sent to anyone for tracking; the one thing that leaves it, the activity visit
          id, goes only to us with your activity log, which you can turn off in your profile.
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Where
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Purpose
                </th>
              </tr>
            </thead>
            <tbody>
              {STORAGE.map((row) => (
                <tr key={row.name} className="border-t align-top">
                  <th scope="row" className="px-4 py-2.5 font-mono text-xs font-medium">
                    {row.name}
                  </th>
                  <td className="px-4 py-2.5 text-muted-foreground">{row.where}</td>
                  <td className="px-4 py-2.5 text-muted-foreground">{row.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'no-tracking',
    title: 'No advertising or analytics cookies',
    body: (
      <p>
        We use no advertising, analytics or social-media cookies, and no cross-site tracking.
        Because everything above is needed for the app to work as you asked, no consent banner is
        shown.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Digistore24 on the sales page and at checkout',
    body: (
      <>
        <p>
          The sales page can show a Digistore24 trust badge and load a payment provider’s script, if
          we have switched them on. These scripts come from the provider’s servers, which then
          receive your IP address and may set their own cookies under their own privacy policies.
          The rest of the app never loads them.
        </p>
        <p>
          When you click “Buy Now”, the Digistore24 order form opens on Digistore24’s website, where
          its own cookie policy applies.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    title: 'How to control them',
    body: (
      <p>
        You can delete cookies and site data in your browser’s settings at any time. Deleting them
        signs you out, resets the theme and drops anything logged offline and not yet sent (the
        tours you closed come back from your account when you sign in again); blocking the session
        cookie means you cannot sign in. Signing out removes the session cookie. More on how we
        handle data is in the <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      description={`The two cookies ${app} sets, what it keeps in your browser, and the optional Digistore24 scripts.`}
      icon={Cookie}
      summary={
        <p>
          In short: two cookies while you are signed in (your session and your time zone), a few
          settings in your browser’s storage, and no advertising or analytics trackers.
        </p>
      }
      sections={sections}
    />
  );
}
