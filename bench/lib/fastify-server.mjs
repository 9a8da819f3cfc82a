// A reference point between the two health servers: bare Fastify (no plugins, no hooks,
// no schema, logger off) answering GET /api/health with the same JSON body. For
// information only; sends { type: 'ready', port } over IPC.
import Fastify from 'fastify';

const body = { status: 'ok', database: 'pglite', version: '0.1.0' };
const app = Fastify({ logger: false });
app.get('/api/health', async () => body);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ type: 'ready', port: app.server.address().port });

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
