// The health baseline: a bare node:http server answering the same JSON body as
// GET /api/health, in its own process. Sends { type: 'ready', port } over IPC.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'pglite', version: '0.1.0' });
const length = String(Buffer.byteLength(body));

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': length,
    });
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
