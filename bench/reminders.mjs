// Reminders at scale, delivered once (decision 050): two API processes (the production bundle)
// on one PostgreSQL scratch database send Web Push messages to a local push service (the
// tests' fake, which checks each message's VAPID token and decrypts it as a browser would,
// in a process of its own: lib/fake-push-child.mjs).
//
// 1. 100,000 people, each with a push device and reminder settings (a zone, quiet hours off),
//    get a weigh-in reminder due in the same minute. Goal: every one handed to the push
//    service within 60 s of that minute.
// 2. Meanwhile signed-in people read a diary (GET /api/v1/meals, 4 clients at 10 requests/s
//    each). Goal: its p95 during the delivery within 2× of the idle p95 measured before it.
// 3. Everyone gets a second reminder while the processes are killed with SIGKILL 5 times
//    (and started again on the same port and database) spaced across the delivery. Goal:
//    nobody lost, no notice shown twice: counted per device and occurrence at the push
//    service and per person and occurrence in the inbox (`notifications`).
//
//   node bench/reminders.mjs            100,000 people, 5 kills
//   node bench/reminders.mjs --quick    5,000 people, 2 kills (a local check)
//   node bench/reminders.mjs --strict   exit 1 when a figure is BELOW its goal
//   node bench/reminders.mjs --cpu-prof the first delivery only, with the API processes' CPU
//                                       profiles summed up (and kept)
//   REMINDERS_PEOPLE=20000 REMINDERS_KILLS=3 override the counts
// A lost or twice-shown reminder always exits 1.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { STRICT, fmt, header, runMain, startChild, tempDir } from './lib/util.mjs';
import { apiProcess, ensureBuilt, freePort, scratchDatabase } from './lib/cluster.mjs';
import { printProfile } from './lib/cpu-summary.mjs';
import { cpuSeconds, machineCpu, probeLatency } from './lib/latency-probe.mjs';
import {
  diaryReader,
  exactlyOnce,
  localClock,
  occurrenceInDatabase,
  planReminders,
  seedPeople,
  WORDS,
} from './lib/reminders-data.mjs';

const QUICK = process.argv.includes('--quick');
const CPU_PROF = process.argv.includes('--cpu-prof');
const PEOPLE = Number(process.env.REMINDERS_PEOPLE) || (QUICK ? 5_000 : 100_000);
const KILLS = Number(process.env.REMINDERS_KILLS) || (QUICK ? 2 : 5);
/** Key pairs shared by the devices (making 100,000 P-256 pairs would take minutes). */
const KEY_POOL = 64;
const TIME_ZONE = 'Europe/Berlin';
const DELIVERY_GOAL_S = 60;
const LATENCY_GOAL = 2;
const IDLE_PROBE_MS = QUICK ? 5_000 : 10_000;
/** How long the kill run may take: the killed processes' leases (60 s) must run out. */
const KILL_RUN_LIMIT_MS = 6 * 60_000;
const AUTH_SECRET = 'reminders-secret-that-is-long-enough-for-better-auth-0123456789';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${fmt(ms / 1000, 1)} s`;
const verdict = (ok) => (ok ? 'PASS' : 'BELOW');

/** The next whole minute at least `leadMs` away: reminders come at a minute of the clock. */
function nextMinute(leadMs) {
  return new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
}

let failed = false;
let below = false;

/**
 * Goals 1 and 2: the reminders due at `due` go out while a signed-in person reads their diary;
 * the diary's idle p95 is measured first.
 */
async function firstDelivery({ fake, client, processes, cookie, mealsPath, due, weighIn }) {
  const origins = processes.map((p) => p.origin);
  const idleEnd = performance.now() + IDLE_PROBE_MS;
  const idle = await probeLatency({
    origins,
    path: mealsPath,
    cookie,
    stop: () => performance.now() > idleEnd,
  });
  await sleep(Math.max(0, due.getTime() - Date.now()));
  let delivered = false;
  const pids = [...processes.map((p) => p.pid), fake.pid];
  const cpuBefore = pids.map(cpuSeconds);
  const machineBefore = machineCpu();
  const during = probeLatency({ origins, path: mealsPath, cookie, stop: () => delivered });
  const push = await fake.request('waitFor', {
    tag: weighIn,
    devices: PEOPLE,
    timeoutMs: 5 * 60_000,
  });
  delivered = true;
  const cpu = pids.map((pid, i) => (cpuSeconds(pid) ?? NaN) - (cpuBefore[i] ?? NaN));
  const machine = machineCpu();
  const busy = await during;
  // Let the last jobs be marked sent before counting.
  await sleep(2_000);
  const lastMs = push.last - due.getTime();
  const firstMs = push.first - due.getTime();
  const onTime = push.devices === PEOPLE && lastMs <= DELIVERY_GOAL_S * 1000;
  if (!onTime) below = true;
  console.log(
    `   delivery: first message ${seconds(firstMs)} after the due minute, last ${seconds(lastMs)} ` +
      `(${fmt(push.devices)} of ${fmt(PEOPLE)} devices); ` +
      `${fmt(push.devices / Math.max(0.001, (push.last - push.first) / 1000))} messages/s from first to last`,
  );
  if (cpu.every(Number.isFinite)) {
    const perMessage = (s) => `${fmt((1000 * s) / push.devices, 2)} ms`;
    console.log(
      `   CPU per message while it went out: API ${perMessage(cpu[0] + cpu[1])} (both processes, ` +
        `with the diary's requests), push service ${perMessage(cpu[2])} (checking and decrypting)`,
    );
  }
  if (machine && machineBefore) {
    const share = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
    console.log(
      `   the machine's CPUs were ${fmt(100 * share)} % busy meanwhile (every process on it)`,
    );
  }
  console.log(
    `   => all handed to the push service ${seconds(lastMs)} after their minute (goal ≤ ${DELIVERY_GOAL_S} s) ${verdict(onTime)}`,
  );
  const ratio = busy.p95 / idle.p95;
  const calm = ratio <= LATENCY_GOAL;
  if (!calm) below = true;
  console.log(
    `   GET /api/v1/meals, 4 clients at 10 requests/s each: idle p50 ${fmt(idle.p50, 1)} / p95 ${fmt(idle.p95, 1)} ms ` +
      `(${fmt(idle.times.length)} answers), during the delivery p50 ${fmt(busy.p50, 1)} / p95 ${fmt(busy.p95, 1)} ms ` +
      `(${fmt(busy.times.length)} answers, ${busy.failures + idle.failures} failed)`,
  );
  console.log(
    `   => p95 during / idle ${fmt(ratio, 2)}× (goal ≤ ${LATENCY_GOAL}×) ${verdict(calm)}`,
  );
  if (
    !exactlyOnce(
      'first delivery, no kills',
      PEOPLE,
      push,
      await occurrenceInDatabase(client, weighIn),
    )
  ) {
    failed = true;
  }
}

/** Goal 3: everyone's second reminder, with SIGKILLs spaced across its delivery. */
async function killedDelivery({ fake, client, processes }) {
  const due2 = nextMinute(10_000);
  const fastGoal = `fast_goal:bench:${due2.toISOString()}`;
  await planReminders(client, {
    count: PEOPLE,
    kind: 'fast_goal',
    occurrence: fastGoal,
    dueAt: due2,
    words: WORDS.fast_goal,
  });
  console.log(
    `   second reminder for everyone, due at ${due2.toISOString()}; ${KILLS} SIGKILLs while it goes out`,
  );
  await sleep(Math.max(0, due2.getTime() - Date.now()));
  const started = performance.now();
  const restarts = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    // Spaced across the delivery: the next kill once another share of the devices had it.
    const share = Math.ceil((PEOPLE * (kill + 1)) / (KILLS + 1));
    const reached = await fake.request('waitFor', {
      tag: fastGoal,
      devices: share,
      timeoutMs: 2 * 60_000,
    });
    const victim = processes[kill % processes.length];
    await victim.kill('SIGKILL');
    restarts.push(await victim.start());
    console.log(
      `   kill ${kill + 1}: ${victim.label} at ${fmt(reached.devices)} devices reached ` +
        `(${seconds(performance.now() - started)}), up again in ${fmt(restarts.at(-1))} ms`,
    );
  }
  const deadline = Date.now() + KILL_RUN_LIMIT_MS;
  let after;
  for (;;) {
    after = await occurrenceInDatabase(client, fastGoal);
    if (!after.jobs.due || Date.now() > deadline) break;
    await sleep(1_000);
  }
  const push2 = await fake.request('stats', { tag: fastGoal });
  console.log(
    `   every job done ${seconds(performance.now() - started)} after the due minute ` +
      `(jobs held by a killed process wait for their 60 s lease to end)`,
  );
  if (!exactlyOnce(`second delivery, ${KILLS} SIGKILLs`, PEOPLE, push2, after)) failed = true;
  console.log(
    '   (a message received twice is one a killed process sent before it could record it; it ' +
      'carries the same Topic header, so the push service replaces the copy it still holds, and ' +
      'the same notification tag, so the phone replaces the notice on screen: shown once)',
  );
}

async function main() {
  header(
    `Reminders: ${fmt(PEOPLE)} due in one minute, two processes on PostgreSQL${QUICK ? ' (quick)' : ''}`,
    `${KILLS} SIGKILLs in the second delivery`,
  );
  await ensureBuilt();
  const db = await scratchDatabase('reminders');
  if (db.skip) {
    console.log(`   skipped: ${db.skip}`);
    return 0;
  }
  const fake = await startChild('bench/lib/fake-push-child.mjs', {
    tsx: true,
    label: 'fake push service',
  });
  const { origin: pushOrigin } = fake.ready;
  const profileDir = CPU_PROF
    ? mkdtempSync(path.join(os.tmpdir(), 'ketoflow-reminders-prof-'))
    : null;
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: tempDir('reminders'),
    AUTH_SECRET,
    RATE_LIMIT_ENABLED: 'false',
    PUSH_EXTRA_ORIGINS: pushOrigin,
  };
  const execArgv = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const processes = [
    apiProcess({ label: 'A', port: await freePort(), env, execArgv }),
    apiProcess({ label: 'B', port: await freePort(), env, execArgv }),
  ];
  // One first (it applies the migrations), then the other.
  await processes[0].start();
  await processes[1].start();
  const origins = processes.map((p) => p.origin);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const closeClient = () => client.end().catch(() => undefined);

  try {
    // The person whose diary is read during the delivery.
    const { cookie, mealsPath } = await diaryReader(origins[0]);

    // ---------------------------------------------------------------- seed
    let started = performance.now();
    const { endpoints, keys } = await fake.request('devices', { count: PEOPLE, pool: KEY_POOL });
    const due = nextMinute(QUICK ? 20_000 : 60_000);
    const clock = localClock(due, TIME_ZONE);
    await seedPeople(client, {
      count: PEOPLE,
      timeZone: TIME_ZONE,
      weighInTime: clock.time,
      endpoints,
      keys,
    });
    const weighIn = `weigh_in:${clock.date}`;
    await planReminders(client, {
      count: PEOPLE,
      kind: 'weigh_in',
      occurrence: weighIn,
      dueAt: due,
      words: WORDS.weigh_in,
    });
    await client.query('ANALYZE');
    console.log(
      `   seeded ${fmt(PEOPLE)} people (user, settings in ${TIME_ZONE} with quiet hours off, a push ` +
        `device; ${KEY_POOL} key pairs shared) and their reminders in ${seconds(performance.now() - started)}; ` +
        `due at ${due.toISOString()}`,
    );
    if (Date.now() + IDLE_PROBE_MS + 2_000 > due.getTime()) {
      throw new Error('seeding took too long: the reminders were due before the idle measurement');
    }

    await firstDelivery({ fake, client, processes, cookie, mealsPath, due, weighIn });
    if (!profileDir) await killedDelivery({ fake, client, processes });
  } finally {
    await closeClient();
    for (const p of processes) await p.kill('SIGTERM');
    await fake.stop();
  }
  if (profileDir) {
    for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
      console.log(`\n   ${path.join(profileDir, file)}`);
      printProfile(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), {
        areas: 14,
        functions: 20,
        indent: '   ',
      });
    }
  }
  if (failed) return 1;
  return STRICT && below ? 1 : 0;
}

await runMain(main);
