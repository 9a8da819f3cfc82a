// Kills under load (decision 031): while 10 clients pay debits (each with its own idempotency
// key, retried with the same key after a connection error, as the web client does) and write
// diary entries against the API processes, one process is killed with SIGKILL again and again
// and started again. Afterwards every acknowledged (2xx) debit must be in the ledger exactly
// once, nothing may be in the ledger that no client sent, every wallet balance must equal its
// ledger sum, every acknowledged diary entry must exist, no answer may be a 5xx (connection
// errors are allowed only from a process killed under the request), and every restart must
// succeed. Runs on PostgreSQL with two processes, then on PGlite with one (stale lock).
//
//   node bench/chaos.mjs              20 kills per database (CHAOS_KILLS overrides)
//   node bench/chaos.mjs --short      3 kills, for CI
//   node bench/chaos.mjs --postgres-only | --pglite-only
import { fmt, header, runMain, tempDir } from './lib/util.mjs';
import {
  apiProcess,
  ensureBuilt,
  freePort,
  openLedger,
  scratchDatabase,
  signUpUser,
} from './lib/cluster.mjs';
import { findFood, newStats, runClient, sleep } from './lib/chaos-client.mjs';

const SHORT = process.argv.includes('--short');
const KILLS = Number(process.env.CHAOS_KILLS) || (SHORT ? 3 : 20);
const CLIENTS = 10;
const SEED_COINS = 1_000_000;
/** Load between a restart and the next kill (ms). */
const BETWEEN_KILLS_MS = SHORT ? 400 : 700;
/** Answered operations between a restart and the next kill, so every kill lands under load. */
const OPS_BETWEEN_KILLS = 2 * CLIENTS;

/** Every process of a deployment signs sessions with the same secret. */
const AUTH_SECRET = 'chaos-secret-that-is-long-enough-for-better-auth-0123456789';

/** The scenario on one database: returns true when nothing was lost, doubled or broken. */
async function scenario({ label, processes, target, restartWholeForSeed, log }) {
  log(`-- ${label}: ${processes.length} process(es), ${CLIENTS} clients, ${KILLS} kills`);
  const boot = await Promise.all(processes.map((p) => p.start()));
  log(`   started in ${boot.map((ms) => `${fmt(ms)} ms`).join(', ')}`);
  const users = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = await signUpUser(processes[i % processes.length].origin, { tag: 'chaos' });
    users.push({
      ...user,
      index: i,
      sentKeys: new Set(),
      ackedKeys: new Set(),
      mealsAcked: 0,
      mealsUnacked: 0,
    });
  }
  const foodId = await findFood(processes[0].origin, users[0].cookie);

  // Coins through the ledger. The embedded database admits one process: stop the server
  // (SIGTERM), credit, start it again.
  if (restartWholeForSeed) for (const p of processes) await p.kill('SIGTERM');
  const ledger = await openLedger(target);
  for (const user of users) await ledger.credit(user.id, SEED_COINS);
  if (restartWholeForSeed) {
    await ledger.close();
    await Promise.all(processes.map((p) => p.start()));
  }

  const stats = newStats();
  const running = { value: true };
  const clients = users.map((u) => runClient(u, processes, stats, foodId, running));
  const restarts = [];
  let failedRestarts = 0;
  const started = performance.now();
  const answered = () => stats.debitsAcked + stats.mealsAcked;
  for (let kill = 0; kill < KILLS; kill += 1) {
    const before = answered();
    await sleep(BETWEEN_KILLS_MS);
    while (answered() < before + OPS_BETWEEN_KILLS) await sleep(10);
    const victim = processes[kill % processes.length];
    await victim.kill('SIGKILL');
    try {
      restarts.push(await victim.start());
    } catch (error) {
      failedRestarts += 1;
      log(`   ! restart ${kill + 1} of ${victim.label} failed: ${error.message}`);
      await victim.start().catch(() => undefined);
    }
  }
  await sleep(BETWEEN_KILLS_MS);
  running.value = false;
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;

  // Stop gracefully (exit code 0 expected), then read the database as it was left.
  const exits = [];
  for (const p of processes) exits.push(await p.kill('SIGTERM'));
  const check = restartWholeForSeed ? await openLedger(target) : ledger;
  let lost = 0;
  let phantom = 0;
  let doubled = 0;
  let balanceMismatches = 0;
  let mealsMissing = 0;
  let mealsExtra = 0;
  let unackedCharged = 0;
  for (const user of users) {
    const rows = await check.query(
      `SELECT idempotency_key AS key, count(*)::int AS n FROM coin_ledger
        WHERE user_id = $1 AND reason = 'ai_action' GROUP BY idempotency_key`,
      [user.id],
    );
    const inLedger = new Map(rows.map((r) => [r.key, Number(r.n)]));
    for (const key of user.ackedKeys) if (!inLedger.has(key)) lost += 1;
    for (const [key, n] of inLedger) {
      if (n > 1) doubled += n - 1;
      if (!user.sentKeys.has(key)) phantom += 1;
      else if (!user.ackedKeys.has(key)) unackedCharged += 1;
    }
    const [money] = await check.query(
      `SELECT (SELECT balance FROM wallets WHERE user_id = $1) AS balance,
              (SELECT coalesce(sum(amount), 0) FROM coin_ledger WHERE user_id = $1) AS sum`,
      [user.id],
    );
    if (Number(money.balance) !== Number(money.sum)) balanceMismatches += 1;
    const [meals] = await check.query(`SELECT count(*)::int AS n FROM meals WHERE user_id = $1`, [
      user.id,
    ]);
    const n = Number(meals.n);
    if (n < user.mealsAcked) mealsMissing += user.mealsAcked - n;
    if (n > user.mealsAcked + user.mealsUnacked)
      mealsExtra += n - user.mealsAcked - user.mealsUnacked;
  }
  await check.close();

  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  log(
    `   ${fmt(seconds, 1)} s under load: ${fmt(stats.debitsAcked)} debits acknowledged ` +
      `(${fmt(stats.debitsReplayed)} answered as a replay after a retry), ${fmt(stats.mealsAcked)} diary entries`,
  );
  log(
    `   kills ${KILLS}, restarts ${restarts.length} ok / ${failedRestarts} failed ` +
      `(median ${fmt(median)} ms, max ${fmt(sorted.at(-1) ?? 0)} ms); ` +
      `connection errors ${fmt(stats.connectionErrors)} (${stats.unexpectedConnectionErrors.length} from a process that was not killed)`,
  );
  log(
    `   ledger: ${lost} acknowledged debits missing, ${doubled} doubled, ${phantom} never sent; ` +
      `${unackedCharged} unanswered debits charged once (their answers were lost with the process); ` +
      `${fmt(stats.debitsUnacked)} never answered`,
  );
  log(
    `   wallets: ${balanceMismatches} balance ≠ ledger sum; diary: ${mealsMissing} acknowledged entries missing, ` +
      `${mealsExtra} unexplained; 5xx/other answers: ${stats.badAnswers.length}; final SIGTERM exits: ${exits.join(', ')}`,
  );
  for (const line of [...stats.badAnswers, ...stats.unexpectedConnectionErrors].slice(0, 5)) {
    log(`   ! ${line}`);
  }
  const ok =
    lost + doubled + phantom + balanceMismatches + mealsMissing + mealsExtra + failedRestarts ===
      0 &&
    stats.badAnswers.length === 0 &&
    stats.unexpectedConnectionErrors.length === 0 &&
    stats.debitsUnacked === 0 &&
    exits.every((code) => code === 0);
  log(`   => ${label}: ${ok ? 'PASS (nothing lost, nothing doubled)' : 'FAIL'}`);
  return ok;
}

async function main() {
  header(
    `Chaos: SIGKILL under load, ${KILLS} kills per database${SHORT ? ' (short)' : ''}`,
    `${CLIENTS} clients, at least ${OPS_BETWEEN_KILLS} answers between kills`,
  );
  await ensureBuilt();
  // Both databases at once (their own processes, ports and data): half the wall time. Each
  // scenario's lines are printed together when it ends.
  const runs = [];
  const run = (label, options) => {
    const lines = [];
    const log = (text) => lines.push(text);
    runs.push(
      scenario({ label, log, ...options })
        .catch((error) => {
          log(`   ! ${label}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
          return false;
        })
        .then((passed) => {
          console.log(lines.join('\n'));
          return passed;
        }),
    );
  };
  if (!process.argv.includes('--pglite-only')) {
    const db = await scratchDatabase('chaos');
    if (db.skip) {
      console.log(`-- PostgreSQL skipped: ${db.skip}`);
    } else {
      const env = {
        DATABASE_URL: db.url,
        RATE_LIMIT_ENABLED: 'false',
        DATA_DIR: tempDir('chaos-pg'),
        AUTH_SECRET,
      };
      const processes = [
        apiProcess({ label: 'A', port: await freePort(), env }),
        apiProcess({ label: 'B', port: await freePort(), env }),
      ];
      run('PostgreSQL', { processes, target: db });
    }
  }
  if (!process.argv.includes('--postgres-only')) {
    const dataDir = tempDir('chaos-pglite');
    const env = { DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false', AUTH_SECRET };
    const processes = [apiProcess({ label: 'P', port: await freePort(), env })];
    run('PGlite', { processes, target: { dataDir }, restartWholeForSeed: true });
  }
  const ok = (await Promise.all(runs)).every(Boolean);
  return ok ? 0 : 1;
}

await runMain(main);
