// A small round-robin reverse proxy on 127.0.0.1 (http-proxy-3, a maintained rewrite of
// http-proxy) in front of the API processes, in its own process so it never shares the load
// generator's event loop. It adds X-Forwarded-For (the servers run with TRUST_PROXY) and
// streams server-sent events through unbuffered.
//
// Environment: BALANCER_TARGETS  origins separated by commas.
// IPC: sends { type: 'ready', port }; { id, cmd: 'targets', targets } switches the backends.
// A request with `x-bench-backend: <index>` goes to that backend: the scale-out script pins
// a stream to one process and a change to the other (a real balancer has no such header).
import http from 'node:http';
import { createProxyServer } from 'http-proxy-3';

let targets = (process.env.BALANCER_TARGETS ?? '').split(',').filter(Boolean);
let next = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const proxy = createProxyServer({ xfwd: true, agent });

proxy.on('error', (error, _req, res) => {
  // A backend that went away: the balancer answers 502, as nginx or HAProxy would.
  if (res && 'writeHead' in res && !res.headersSent) {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`bad gateway: ${error.message}`);
  } else res?.destroy?.();
});

const server = http.createServer((req, res) => {
  const pinned = req.headers['x-bench-backend'];
  const target = pinned !== undefined ? targets[Number(pinned)] : targets[next++ % targets.length];
  proxy.web(req, res, { target });
});
server.keepAliveTimeout = 65_000;

server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: server.address().port });
});

process.on('message', (msg) => {
  if (msg?.cmd === 'targets') {
    targets = msg.targets;
    next = 0;
    process.send?.({ id: msg.id, result: targets.length });
  } else if (msg?.id !== undefined) process.send?.({ id: msg.id, error: `unknown ${msg.cmd}` });
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
