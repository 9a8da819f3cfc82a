// A reference point between the two health servers: bare Fastify (no plugins, no schema,
// logger off) answering GET /api/health with the same JSON body. For information only;
// sends { type: 'ready', port } over IPC.
//
// Environment (set by bench/health.mjs, both optional):
//   BENCH_RESPONSE_HEADERS  a JSON object: one synchronous onRequest hook sets these headers and
//                           a fresh x-request-id (randomUUID), as the product's security hook
//                           does, and the body is sent as text serialised once, as the product's
//                           health route does
//   BENCH_EMBEDDED_DB       first create an in-memory PGlite with the pg_trgm extension and keep
//                           it open (never queried): what that alone costs an HTTP server in the
//                           same process (bench/README.md). '1': pg_trgm as PGlite
//                           loads it (a gunzip stream during start-up); 'product': as the
//                           product opens it (decision 034; needs the tsx loader)
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

let embedded = null;
if (process.env.BENCH_EMBEDDED_DB) {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions =
    process.env.BENCH_EMBEDDED_DB === 'product'
      ? (await import('../../apps/api/src/db/pglite-extensions.ts')).pgliteExtensions
      : { pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm };
  embedded = await PGlite.create({ extensions });
  await embedded.query('create extension if not exists pg_trgm');
}

const body = { status: 'ok', database: 'pglite', version: '0.1.0' };
const headers = process.env.BENCH_RESPONSE_HEADERS
  ? JSON.parse(process.env.BENCH_RESPONSE_HEADERS)
  : null;
const app = Fastify({ logger: false, ...(headers ? { genReqId: () => randomUUID() } : {}) });
if (headers) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
if (headers) {
  // As the product's route: the same text, serialised once, sent from a synchronous handler.
  const text = JSON.stringify(body);
  app.get('/api/health', (request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(text);
  });
} else {
  app.get('/api/health', async () => body);
}
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ type: 'ready', port: app.server.address().port });

const stop = () =>
  void app
    .close()
    .then(() => embedded?.close())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
