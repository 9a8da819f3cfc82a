// Scale-out, proven (decision 031): two API processes (the production bundle) on one PostgreSQL
// scratch database behind a round-robin reverse proxy on 127.0.0.1 (lib/balancer.mjs,
// http-proxy-3; neither nginx nor HAProxy is installed here). Users sign up through the proxy.
// Shows that a balance change made through process A reaches a live stream on process B
// within 1 s, that sessions, sign-in limits and idempotency keys hold across the processes,
// and requests per second with two processes versus one.
//
//   node bench/scale-out.mjs            BENCH_DURATION / BENCH_ROUNDS as the other scripts
//   node bench/scale-out.mjs --short    for CI: the checks and 1 s load runs
//   node bench/scale-out.mjs --strict   exit 1 when a figure is BELOW its goal
import { randomUUID } from 'node:crypto';
import {
  DURATION,
  ROUNDS,
  STRICT,
  best,
  describeLoad,
  fmt,
  header,
  load,
  report,
  runMain,
  startChild,
  tempDir,
} from './lib/util.mjs';
import {
  apiProcess,
  ensureBuilt,
  freePort,
  openLedger,
  scratchDatabase,
  signUpUser,
} from './lib/cluster.mjs';

const SHORT = process.argv.includes('--short');
const SECONDS = SHORT ? 1 : DURATION;
const RUNS = SHORT ? 1 : ROUNDS;
const STREAM_GOAL_MS = 1000;
/** The default sign-in limit per address (apps/api/src/lib/rate-limiter.ts). */
const SIGN_IN_PER_IP = 30;
const AUTH_SECRET = 'scale-out-secret-that-is-long-enough-for-better-auth-0123456789';

let failed = false;
let below = false;
const line = (ok, text) => {
  if (!ok) failed = true;
  console.log(`   ${ok ? 'PASS ' : 'FAIL '} ${text}`);
};

/** Opens an event stream and returns a function that waits for the next balance event. */
async function openStream(origin, cookie, backend) {
  const res = await fetch(`${origin}/api/v1/events`, {
    headers: { cookie, 'x-bench-backend': String(backend) },
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events = [];
  const waiters = [];
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const l of lines) {
        if (!l.startsWith('data: ')) continue;
        const event = { ...JSON.parse(l.slice(6)), at: performance.now() };
        if (event.type !== 'wallet.balance') continue;
        const waiter = waiters.shift();
        if (waiter) waiter(event);
        else events.push(event);
      }
    }
  })();
  return {
    next: (ms = 5000) =>
      events.length > 0
        ? Promise.resolve(events.shift())
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(null), ms);
            waiters.push((e) => {
              clearTimeout(timer);
              resolve(e);
            });
          }),
    close: () => reader.cancel().catch(() => undefined),
  };
}

function post(origin, pathName, body, { cookie, backend, forwardedFor } = {}) {
  return fetch(`${origin}${pathName}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(backend !== undefined ? { 'x-bench-backend': String(backend) } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
}

const debitBody = (key) => ({ action: 'food_scan', idempotencyKey: key });

async function main() {
  header(
    `Scale-out: two API processes on one PostgreSQL behind a proxy${SHORT ? ' (short)' : ''}`,
    `${RUNS} × ${SECONDS} s per load run`,
  );
  await ensureBuilt();
  const db = await scratchDatabase('scale');
  if (db.skip) {
    console.log(`   skipped: ${db.skip}`);
    report({ name: 'scale-out', skipped: db.skip });
    return 0;
  }
  const env = {
    DATABASE_URL: db.url,
    TRUST_PROXY: 'true',
    AUTH_SECRET,
    DATA_DIR: tempDir('scale'),
  };
  const a = apiProcess({ label: 'A', port: await freePort(), env });
  const b = apiProcess({ label: 'B', port: await freePort(), env });
  // Together, as a deployment starts its replicas (migrations take an advisory lock).
  await Promise.all([a.start(), b.start()]);
  const proxy = await startChild('bench/lib/balancer.mjs', {
    label: 'proxy',
    env: { BALANCER_TARGETS: `${a.origin},${b.origin}` },
  });
  const origin = `http://127.0.0.1:${proxy.ready.port}`;
  console.log(`   proxy ${origin} → A ${a.origin}, B ${b.origin} (http-proxy-3, round robin)`);

  // Users sign up through the proxy, each from its own address as on the internet.
  const users = [];
  for (let i = 0; i < 4; i += 1) {
    users.push(await signUpUser(origin, { tag: 'scale', forwardedFor: `198.51.100.${i + 10}` }));
  }
  const ledger = await openLedger(db);
  for (const user of users) await ledger.credit(user.id, 1_000_000);

  // -------- live balance: a debit through A, the stream on B
  const [streamer, idem, sessionUser] = users;
  const stream = await openStream(origin, streamer.cookie, 1);
  const latencies = [];
  for (let i = 0; i < 5; i += 1) {
    const sent = performance.now();
    const res = await post(origin, '/api/v1/wallet/debits', debitBody(randomUUID()), {
      cookie: streamer.cookie,
      backend: 0,
    });
    const { balance } = await res.json();
    let event = await stream.next();
    while (event && event.balance !== balance) event = await stream.next();
    latencies.push(event ? event.at - sent : Number.POSITIVE_INFINITY);
  }
  await stream.close();
  const worst = Math.max(...latencies);
  const streamPass = worst < STREAM_GOAL_MS;
  below ||= !streamPass;
  line(
    Number.isFinite(worst),
    `live balance: debit through A → stream on B, ${latencies.map((ms) => `${fmt(ms)} ms`).join(', ')} ` +
      `(worst ${fmt(worst)} ms, goal < ${STREAM_GOAL_MS} ms ${streamPass ? 'PASS' : 'BELOW'})`,
  );
  report({
    name: 'scale-out stream A→B (ms)',
    product: worst,
    goal: STREAM_GOAL_MS,
    pass: streamPass,
  });

  // -------- sessions: made on A, honoured on B, ended everywhere by a sign-out on B
  const wallet = (backend) =>
    fetch(`${origin}/api/v1/wallet`, {
      headers: { cookie: sessionUser.cookie, 'x-bench-backend': String(backend) },
    }).then((r) => r.status);
  const onA = await wallet(0);
  const onB = await wallet(1);
  await post(origin, '/api/v1/auth/sign-out', {}, { cookie: sessionUser.cookie, backend: 1 });
  // The sign-out reaches A's session cache through NOTIFY: allow it a second.
  const deadline = performance.now() + 1000;
  let afterOut = [await wallet(0), await wallet(1)];
  while (afterOut.some((s) => s !== 401) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    afterOut = [await wallet(0), await wallet(1)];
  }
  line(
    onA === 200 && onB === 200 && afterOut.every((s) => s === 401),
    `sessions: one cookie answers ${onA} on A and ${onB} on B; after a sign-out through B: ${afterOut.join(' / ')} on A / B`,
  );

  // -------- idempotency: the same key on A, then on B
  const key = randomUUID();
  const first = await post(origin, '/api/v1/wallet/debits', debitBody(key), {
    cookie: idem.cookie,
    backend: 0,
  });
  const replay = await post(origin, '/api/v1/wallet/debits', debitBody(key), {
    cookie: idem.cookie,
    backend: 1,
  });
  const [rows] = await ledger.query(
    `SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = $1 AND idempotency_key = $2`,
    [idem.id, `action:${key}`],
  );
  const [firstBody, replayBody] = [await first.json(), await replay.json()];
  line(
    first.status === 201 &&
      replay.status === 200 &&
      rows.n === 1 &&
      replayBody.balance === firstBody.balance,
    `idempotency: debit on A ${first.status}, same key on B ${replay.status}; ledger rows ${rows.n}, ` +
      `balance ${fmt(firstBody.balance)} then ${fmt(replayBody.balance)} (charged once)`,
  );

  // -------- rate limit: one address signs in 40 times, round robin over A and B
  const target = users[3];
  const statuses = [];
  for (let i = 0; i < SIGN_IN_PER_IP + 10; i += 1) {
    const res = await post(
      origin,
      '/api/v1/auth/sign-in',
      { email: target.email, password: target.password },
      { forwardedFor: '203.0.113.7' },
    );
    statuses.push(res.status);
  }
  const allowed = statuses.filter((s) => s !== 429).length;
  line(
    allowed === SIGN_IN_PER_IP,
    `rate limit: ${statuses.length} sign-ins from one address over both processes, ${allowed} answered ` +
      `before 429 (limit ${SIGN_IN_PER_IP} per address; per-process counters would allow ${SIGN_IN_PER_IP * 2})`,
  );

  // -------- throughput: GET /api/v1/wallet (session + one query) through the proxy
  const loadUser = users[0];
  const run = () =>
    load({
      port: proxy.ready.port,
      path: '/api/v1/wallet',
      connections: 20,
      duration: SECONDS,
      headers: { cookie: loadUser.cookie },
    });
  const one = [];
  const two = [];
  await proxy.request('targets', { targets: [a.origin] });
  await run(); // warm-up
  for (let i = 0; i < RUNS; i += 1) {
    await proxy.request('targets', { targets: [a.origin] });
    one.push(await run());
    console.log(`   run ${i + 1} one process   ${describeLoad(one.at(-1))}`);
    await proxy.request('targets', { targets: [a.origin, b.origin] });
    two.push(await run());
    console.log(`   run ${i + 1} two processes ${describeLoad(two.at(-1))}`);
  }
  const clean = [...one, ...two].every((r) => r.errors === 0 && r.others.length === 0);
  line(clean, 'load runs: every answer 200, no socket errors');
  const ratio = best(two).rps / best(one).rps;
  console.log(
    `   throughput: one process ${fmt(best(one).rps)} req/s, two ${fmt(best(two).rps)} req/s → ` +
      `${ratio.toFixed(2)}× (best of ${RUNS}; information: on 2 cores the load generator, the proxy, ` +
      `PostgreSQL and the processes share the CPUs)`,
  );
  report({
    name: 'scale-out two/one processes',
    baseline: best(one).rps,
    product: best(two).rps,
    ratio,
  });

  await ledger.close();
  await proxy.stop();
  const exits = [await a.kill('SIGTERM'), await b.kill('SIGTERM')];
  line(
    exits.every((c) => c === 0),
    `SIGTERM: both processes exit ${exits.join(', ')}`,
  );
  if (failed) console.log('   ! a check failed: this run is not valid');
  return failed || (STRICT && below) ? 1 : 0;
}

await runMain(main);
