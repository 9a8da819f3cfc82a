// The health baseline: a bare node:http server answering GET /api/health in its own process.
// With BENCH_RESPONSE_HEADERS (a JSON object, set by bench/health.mjs from the product's own
// answer) it sends the very same response as the product: the same static headers, a fresh
// x-request-id (randomUUID, as the product does) and the same body, so the ratio measures the
// framework and our code, not the number of header bytes. Without it: only content-type and
// content-length. Sends { type: 'ready', port } over IPC.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const body =
  process.env.BENCH_RESPONSE_BODY ??
  JSON.stringify({ status: 'ok', database: 'pglite', version: '0.1.0' });
const extra = process.env.BENCH_RESPONSE_HEADERS
  ? JSON.parse(process.env.BENCH_RESPONSE_HEADERS)
  : null;
const headers = {
  ...extra,
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(body)),
};

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    res.writeHead(200, extra ? { ...headers, 'x-request-id': randomUUID() } : headers);
    res.end(body);
  } else {
    res.writeHead(404).end();
  }
});

server.listen(0, '127.0.0.1', () => {
  process.send({ type: 'ready', port: server.address().port });
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
