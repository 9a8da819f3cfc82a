import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

type ExportedEntry = { actionType: string; pageRoute: string; details: Record<string, string> };
type ExportedActivity = { loggingEnabled: boolean; entries: ExportedEntry[] };

async function exportedActivity(page: Page): Promise<ExportedActivity> {
  const res = await page.request.get('/api/v1/me/export');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { activity: ExportedActivity }).activity;
}

const describe = (e: ExportedEntry) =>
  e.actionType === 'page_visit'
    ? `visit ${e.pageRoute}`
    : e.actionType === 'system_event'
      ? `event ${e.details.event ?? ''}`
      : `${e.actionType} ${e.details.feature ?? ''}:${e.details.action ?? ''}`;

test('page visits and a started fast reach my data export, a beacon is accepted; opting out deletes them', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page, uniqueEmail('activity'));
  await completeOnboardingViaApi(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Fasting', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fasting Tracker' })).toBeVisible();
  await page.getByRole('button', { name: 'Start fast' }).click();
  await expect(page.getByText('You are fasting')).toBeVisible();
  // Leave at once: what still waits goes out with navigator.sendBeacon as the page goes.
  await page.goto('/profile');

  await expect
    .poll(async () => (await exportedActivity(page)).entries.map(describe), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        'visit /dashboard',
        'visit /fasting-tracker',
        'feature_use fasting:start_fast',
      ]),
    );

  // What Chromium's sendBeacon sends (a text/plain body with the session cookie and the app's
  // origin) passes the CSRF check and is stored.
  const queued = await page.evaluate(() =>
    navigator.sendBeacon(
      '/api/v1/activity/logs',
      JSON.stringify({
        entries: [
          {
            actionType: 'system_event',
            pageRoute: '/profile',
            details: { timestamp: new Date().toISOString(), event: 'beacon_check' },
          },
        ],
      }),
    ),
  );
  expect(queued).toBe(true);
  await expect
    .poll(async () => (await exportedActivity(page)).entries.map(describe))
    .toContain('event beacon_check');

  // The opt-out in the profile: off deletes what was logged, and nothing more arrives.
  const toggle = page.getByRole('switch', { name: 'Log my activity in the app' });
  await expect(toggle).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await toggle.click();
  await expect(page.getByText('Activity logging is off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.getByRole('link', { name: 'Fasting', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fasting Tracker' })).toBeVisible();
  await page.goto('/profile');
  await expect(toggle).not.toBeChecked();
  expect(await exportedActivity(page)).toMatchObject({ loggingEnabled: false, entries: [] });
});
