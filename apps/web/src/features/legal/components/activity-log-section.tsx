import { Link } from 'react-router';
import { env } from '../../../config/env';
import { useActivityPolicy } from '../../../entities/activity/activity-settings';
import type { LegalSection } from './legal-layout';

const app = env.appName;

/**
 * "180 days": how long activity entries are kept, as the server is configured
 * (ACTIVITY_RETENTION_DAYS). Inline in the policy's sentences; a short placeholder while
 * loading (also what the prerendered page shows, so hydration matches).
 */
export function ActivityRetention() {
  const { data, isPending } = useActivityPolicy();
  if (isPending) {
    return (
      <span
        aria-hidden="true"
        className="inline-block h-4 w-16 animate-pulse rounded-md bg-muted align-middle"
      />
    );
  }
  if (!data) return <span>a limited period set by the operator (180 days by default)</span>;
  return <strong>{data.retentionDays} days</strong>;
}

/** The privacy policy's "Activity log" section: what is logged, why, how long, the opt-out. */
export const activityLogSection: LegalSection = {
  id: 'activity-log',
  title: 'Activity log',
  body: (
    <>
      <p>
        To see which screens help people and where they get stuck, {app} keeps a log of how you use
        the app while you are signed in:
      </p>
      <ul>
        <li>
          <strong>Screens you open:</strong> the page address (without anything after a “?”, so no
          links or codes) and the screen’s name.
        </li>
        <li>
          <strong>A few actions:</strong> that you logged a meal, started a fast or made a
          KetoVision scan, without what you ate, your numbers or anything you typed.
        </li>
        <li>
          <strong>A few buttons:</strong> that you pressed one of a handful of named buttons (such
          as “Install App”, “Show me around” or a tour’s “Finish”), its style and the screen, never
          its text or anything around it.
        </li>
        <li>
          <strong>App events:</strong> that the app was installed, or lost and regained its
          connection.
        </li>
        <li>
          <strong>With each entry:</strong> the time and a random id of that browser tab’s visit.
        </li>
        <li>
          <strong>When you were last active:</strong> one time, updated at most once a minute while
          you use the app.
        </li>
      </ul>
      <p>
        Nothing is logged for visitors who are not signed in, nothing goes to any other company, and
        we do not use it for advertising or to build a profile of you. The legal basis is our
        legitimate interest in improving {app} (GDPR Art. 6(1)(f)).
      </p>
      <p>
        <strong>How long:</strong> each entry is kept for <ActivityRetention />, then deleted
        automatically by a daily clean-up. The last-active time is kept until you turn logging off
        or delete your account.
      </p>
      <p>
        <strong>Your choice:</strong> you can turn activity logging off at any time in your{' '}
        <Link to="/profile">profile</Link> (“Activity logging”). From then on your browser sends
        nothing, and the log and last-active time we already kept are deleted at once. The log is
        part of your data export and is deleted with your account.
      </p>
    </>
  ),
};
