// bench/reminders.mjs's data, written straight into the scratch PostgreSQL database in a few
// statements of many rows each (unnest over arrays), and the counts it checks afterwards.
// The rows are shaped as the app writes them (apps/api/src/modules/auth/auth.schema.ts,
// reminders/reminders.schema.ts, push/push.schema.ts).

import { findFood } from './chaos-client.mjs';
import { signedInCookie } from './production-server.mjs';
import { fmt } from './util.mjs';

/** Rows per statement: large enough to be quick, small enough for one message. */
const CHUNK = 10_000;

/** The reminder settings' defaults (packages/contracts/src/reminder-settings.ts), time zone aside. */
function settingsFor(weighInTime) {
  return {
    quietHours: { on: false, start: '22:00', end: '07:00' },
    fast_goal: { on: true },
    eating_window_closes: { on: false },
    weigh_in: { on: true, days: [1, 2, 3, 4, 5, 6, 7], time: weighInTime },
    nothing_logged: { on: false, time: '20:00' },
    metashift_phase: { on: true, time: '08:00' },
    low_balance: { on: true },
    weekly_email: { on: false },
  };
}

/** The person's clock at `instant` in `timeZone`: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function localClock(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The words of the two reminders, as the app writes them. */
export const WORDS = {
  weigh_in: {
    title: 'Time to weigh in',
    body: "Step on the scale and log today's weight.",
    url: '/weight-tracker',
  },
  fast_goal: {
    title: 'Your fast reached its goal',
    body: '16 hours done. Break it gently.',
    url: '/fasting-tracker',
  },
};

export const userIdOf = (i) => `bench-reminders-${i}`;

async function inChunks(count, write) {
  for (let start = 0; start < count; start += CHUNK) {
    const ids = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i += 1) ids.push(i);
    await write(ids);
  }
}

/**
 * `count` people: a `user` row each, reminder settings in `timeZone` with quiet hours off and
 * the weigh-in every day at `weighInTime`, and one push device each (`endpoints[i]`, keys
 * `keys[i % keys.length]`).
 */
export async function seedPeople(client, { count, timeZone, weighInTime, endpoints, keys }) {
  const settings = JSON.stringify(settingsFor(weighInTime));
  await inChunks(count, async (ids) => {
    const userIds = ids.map(userIdOf);
    await client.query(
      `INSERT INTO "user" (id, name, email)
       SELECT id, 'Reminder reader', id || '@bench.example' FROM unnest($1::text[]) AS id`,
      [userIds],
    );
    await client.query(
      `INSERT INTO reminder_settings (user_id, time_zone, settings)
       SELECT id, $2, $3::jsonb FROM unnest($1::text[]) AS id`,
      [userIds, timeZone, settings],
    );
    await client.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, name)
       SELECT u, e, p, a, 'Phone' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(u, e, p, a)`,
      [
        userIds,
        ids.map((i) => endpoints[i]),
        ids.map((i) => keys[i % keys.length].p256dh),
        ids.map((i) => keys[i % keys.length].auth),
      ],
    );
  });
}

/** One reminder for each of the `count` people, all due at `dueAt`, planned as the app plans. */
export async function planReminders(client, { count, kind, occurrence, dueAt, words }) {
  await inChunks(count, async (ids) => {
    await client.query(
      `INSERT INTO reminder_jobs (user_id, kind, occurrence, due_at, run_at, title, body, url)
       SELECT id, $2, $3, $4, $4, $5, $6, $7 FROM unnest($1::text[]) AS id`,
      [ids.map(userIdOf), kind, occurrence, dueAt, words.title, words.body, words.url],
    );
  });
}

/**
 * What the database holds for an occurrence: the jobs by status, and the inbox's notices —
 * how many, for how many people, and how many people have more than one (the unique index
 * should make that impossible; it is counted, not assumed).
 */
export async function occurrenceInDatabase(client, occurrence) {
  const jobs = await client.query(
    `SELECT status, count(*)::int AS n FROM reminder_jobs WHERE occurrence = $1 GROUP BY status`,
    [occurrence],
  );
  const [notices] = (
    await client.query(
      `SELECT count(*)::int AS notices, count(DISTINCT user_id)::int AS people,
              (SELECT count(*)::int FROM (
                 SELECT user_id FROM notifications WHERE occurrence = $1
                 GROUP BY user_id HAVING count(*) > 1) AS twice) AS twice
         FROM notifications WHERE occurrence = $1`,
      [occurrence],
    )
  ).rows;
  return {
    jobs: Object.fromEntries(jobs.rows.map((r) => [r.status, r.n])),
    notices: notices.notices,
    people: notices.people,
    shownTwice: notices.twice,
  };
}

/**
 * Prints what the push service and the inbox hold for an occurrence given to `people` people
 * (one device each); false when anyone lacks it or anything would be shown twice.
 */
export function exactlyOnce(label, people, push, inDb) {
  const lostAtPush = people - push.devices;
  const lostInInbox = people - inDb.people;
  console.log(
    `   ${label}: push service ${fmt(push.messages)} messages to ${fmt(push.devices)} devices ` +
      `(${fmt(lostAtPush)} devices without it), received twice ${fmt(push.receivedTwice)}, ` +
      `shown twice ${fmt(push.shownTwice)}; inbox ${fmt(inDb.notices)} notices for ` +
      `${fmt(inDb.people)} people (${fmt(lostInInbox)} without), shown twice ${fmt(inDb.shownTwice)}; ` +
      `jobs ${JSON.stringify(inDb.jobs)}`,
  );
  if (push.problems > 0) {
    console.log(
      `   ! ${push.problems} messages failed the push service's checks: ${push.firstProblems.join('; ')}`,
    );
  }
  const ok =
    lostAtPush === 0 &&
    lostInInbox === 0 &&
    push.shownTwice === 0 &&
    inDb.shownTwice === 0 &&
    push.problems === 0;
  console.log(`   => ${label}: ${ok ? 'PASS (nobody lost, nothing shown twice)' : 'FAIL'}`);
  return ok;
}

/**
 * A signed-in person with five diary entries today: the cookie and the path of their day's
 * diary, which bench/reminders.mjs reads while reminders go out.
 */
export async function diaryReader(origin) {
  const cookie = await signedInCookie(origin);
  const foodId = await findFood(origin, cookie);
  const today = localClock(new Date(), 'UTC').date;
  for (let i = 0; i < 5; i += 1) {
    const res = await fetch(`${origin}/api/v1/meals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        method: 'food',
        date: today,
        mealType: 'snack',
        items: [{ foodId, quantity: 50 + i, unit: 'g' }],
      }),
    });
    if (res.status !== 201) throw new Error(`a meal answered ${res.status}: ${await res.text()}`);
  }
  return { cookie, mealsPath: `/api/v1/meals?date=${today}` };
}
