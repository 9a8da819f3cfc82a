import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { configuredDatabase, openDatabase } from './db/client.js';
import { tightenPrivateTree, usePrivateUmask } from './lib/private-files.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Before anything is written (loadConfig may generate the auth secret): DATA_DIR is private.
  usePrivateUmask();
  const config = loadConfig();
  // A DATA_DIR written by an older version is readable (its database files writable) by
  // everyone; the database tightens its own folder again after PGlite opened it.
  const tightened = tightenPrivateTree(config.dataDir);
  const database = await openDatabase(configuredDatabase(config));
  await database.migrate();
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  if (tightened > 0)
    app.log.warn(
      { dataDir: config.dataDir, entries: tightened },
      'DATA_DIR was open to other users: made it private (folders 0700, files 0600)',
    );

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
