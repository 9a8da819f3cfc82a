// GET /api/health of the real app vs a bare node:http server sending the same response
// (status, headers and body, taken from the product's own answer).
//
// Both servers run in their own child process (the load generator, autocannon, runs here);
// same autocannon settings for both; each is warmed up, then measured twice (BENCH_ROUNDS),
// alternating baseline/product to even out drift. Prints req/s, latency p50/p99 and the ratio.
// Usage: node bench/health.mjs [--strict]   (--strict: exit 1 when below the goal)
import {
  DURATION,
  ROUNDS,
  STRICT,
  WARMUP,
  best,
  describeLoad,
  fmt,
  header,
  load,
  mean,
  report,
  runMain,
  startChild,
  tempDir,
  verdict,
} from './lib/util.mjs';

const GOAL = 0.8;
const CONNECTIONS = 50;

async function main() {
  header(`Health: GET /api/health, autocannon ${CONNECTIONS} connections, pipelining 1`);
  const dataDir = tempDir('health');

  const [minimal, fastify, app] = await Promise.all([
    startChild('bench/lib/bare-server.mjs', { label: 'bare node:http server (minimal)' }),
    startChild('bench/lib/fastify-server.mjs', { label: 'bare Fastify server' }),
    startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server',
      env: { BENCH_DATA_DIR: dataDir, BENCH_LOG_LEVEL: 'silent', BENCH_INFO_APP: '1' },
    }),
  ]);
  // The baseline answers exactly what the product answers: its status, body and headers
  // (security headers included; a fresh request id each time), taken from the product itself.
  const sample = await fetch(`http://127.0.0.1:${app.ready.port}/api/health`);
  const sampleBody = await sample.text();
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'content-type',
    'x-request-id',
  ]);
  const staticHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !skip.has(name)));
  const [bare, fastifyHeaders, fastifyEmbedded, fastifyProductDb] = await Promise.all([
    startChild('bench/lib/bare-server.mjs', {
      label: 'bare node:http server (same response)',
      env: {
        BENCH_RESPONSE_HEADERS: JSON.stringify(staticHeaders),
        BENCH_RESPONSE_BODY: sampleBody,
      },
    }),
    // Bare Fastify with the product's headers, alone and next to an embedded database: where
    // the distance to the baseline comes from (bench/README.md).
    startChild('bench/lib/fastify-server.mjs', {
      label: 'Fastify with the same headers',
      env: { BENCH_RESPONSE_HEADERS: JSON.stringify(staticHeaders) },
    }),
    // Both PGlite references run under tsx (the product's loader is TypeScript), so the two
    // differ only in how pg_trgm is loaded: tsx alone costs a server 10–15 % (bench/README.md).
    startChild('bench/lib/fastify-server.mjs', {
      tsx: true,
      label: 'Fastify with the same headers, PGlite loading pg_trgm itself',
      env: { BENCH_RESPONSE_HEADERS: JSON.stringify(staticHeaders), BENCH_EMBEDDED_DB: '1' },
    }),
    startChild('bench/lib/fastify-server.mjs', {
      tsx: true,
      label: 'Fastify with the same headers, PGlite opened as the product does',
      env: { BENCH_RESPONSE_HEADERS: JSON.stringify(staticHeaders), BENCH_EMBEDDED_DB: 'product' },
    }),
  ]);
  console.log(
    `   baseline sends the product's response: ${Object.keys(staticHeaders).length + 3} headers (${Object.keys(staticHeaders).join(', ')}, x-request-id, content-type, content-length), ${sampleBody.length} B body`,
  );
  const targets = { baseline: bare.ready.port, product: app.ready.port };
  const run = (which, duration) =>
    load({ port: targets[which], path: '/api/health', connections: CONNECTIONS, duration });

  await run('baseline', WARMUP);
  await run('product', WARMUP);
  const runs = { baseline: [], product: [] };
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const which of ['baseline', 'product']) {
      const r = await run(which, DURATION);
      runs[which].push(r);
      console.log(`   run ${i + 1} ${which.padEnd(8)} ${describeLoad(r)}`);
    }
  }
  // The same app built with the default logger at LOG_LEVEL=info (what `npm start` uses), in
  // the same child on its own port: one extra run, for information only (its output goes to
  // /dev/null; the health route itself logs at warn and above).
  const infoPort = app.ready.infoPort;
  await load({ port: infoPort, path: '/api/health', connections: CONNECTIONS, duration: WARMUP });
  const info = await load({ port: infoPort, path: '/api/health', connections: CONNECTIONS });
  // The minimal bare server (content-type and content-length only), for information: the
  // difference to the baseline is the cost of the security headers' bytes themselves.
  await load({
    port: minimal.ready.port,
    path: '/api/health',
    connections: CONNECTIONS,
    duration: WARMUP,
  });
  const bareMinimal = await load({
    port: minimal.ready.port,
    path: '/api/health',
    connections: CONNECTIONS,
  });
  // Bare Fastify, to tell the framework's own cost from the app's plugins and hooks.
  const infoRun = async (child) => {
    await load({
      port: child.ready.port,
      path: '/api/health',
      connections: CONNECTIONS,
      duration: WARMUP,
    });
    return load({ port: child.ready.port, path: '/api/health', connections: CONNECTIONS });
  };
  const plain = await infoRun(fastify);
  const withHeaders = await infoRun(fastifyHeaders);
  const withEmbedded = await infoRun(fastifyEmbedded);
  const withProductDb = await infoRun(fastifyProductDb);
  await Promise.all(
    [bare, minimal, fastify, fastifyHeaders, fastifyEmbedded, fastifyProductDb, app].map((child) =>
      child.stop(),
    ),
  );

  const bestBase = best(runs.baseline);
  const bestProd = best(runs.product);
  const base = bestBase.rps;
  const prod = bestProd.rps;
  const ratio = prod / base;
  const v = verdict(ratio, GOAL);
  const line = (label, b, rs) =>
    console.log(
      `   ${label.padEnd(34)} ${fmt(b.rps).padStart(7)} req/s  best of ${rs.length} ` +
        `(mean ${fmt(mean(rs.map((r) => r.rps)))}; best run p50 ${b.p50} ms, p99 ${b.p99} ms)`,
    );
  line('baseline  bare node:http, same resp.', bestBase, runs.baseline);
  line('product   buildApp, logger: false', bestProd, runs.product);
  console.log(
    `   ${'info      buildApp, LOG_LEVEL=info'.padEnd(34)} ${fmt(info.rps).padStart(7)} req/s  one run ` +
      `(p50 ${info.p50} ms, p99 ${info.p99} ms; ` +
      `${(100 * (info.rps / base)).toFixed(1)} % of bare)`,
  );
  console.log(
    `   ${'info      bare node:http, 2 headers'.padEnd(34)} ${fmt(bareMinimal.rps).padStart(7)} req/s  one run ` +
      `(p50 ${bareMinimal.p50} ms, p99 ${bareMinimal.p99} ms; product = ` +
      `${(100 * (prod / bareMinimal.rps)).toFixed(1)} % of it)`,
  );
  const infoLine = (label, r) =>
    console.log(
      `   ${label.padEnd(34)} ${fmt(r.rps).padStart(7)} req/s  one run ` +
        `(p50 ${r.p50} ms, p99 ${r.p99} ms; ${(100 * (r.rps / base)).toFixed(1)} % of bare)`,
    );
  infoLine('info      bare Fastify, no plugins', plain);
  infoLine('info      Fastify, same headers', withHeaders);
  infoLine('info      … PGlite, its own loader', withEmbedded);
  infoLine('info      … PGlite, as the product', withProductDb);
  console.log(`   => health ${v.text}`);

  const errors = [...runs.baseline, ...runs.product, info, plain, bareMinimal].filter(
    (r) => r.errors > 0 || r.timeouts > 0 || r.others.length > 0,
  );
  if (errors.length > 0)
    console.log(`   ! ${errors.length} run(s) saw errors or non-200 answers (see above)`);
  report({
    name: 'health',
    baseline: base,
    product: prod,
    ratio,
    goal: GOAL,
    pass: v.pass,
    note: `bare node:http with 2 headers ${fmt(bareMinimal.rps)} req/s (product ${(100 * (prod / bareMinimal.rps)).toFixed(1)} % of it), LOG_LEVEL=info ${fmt(info.rps)} req/s, bare Fastify ${fmt(plain.rps)} req/s`,
  });
  return errors.length > 0 || (STRICT && !v.pass) ? 1 : 0;
}

await runMain(main);
