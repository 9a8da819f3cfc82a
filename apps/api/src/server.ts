import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { configuredDatabase, openDatabase } from './db/client.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  await database.migrate();
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.appUrl,
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      // Barcode lookups send barcodes to this server (on by default): say so at start.
      openFoodFacts: config.foods.openFoodFacts.enabled
        ? config.foods.openFoodFacts.baseUrl
        : 'off',
    },
    `${config.appName} is ready`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
