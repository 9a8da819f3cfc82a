import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createBackgroundTasks } from '../lib/background-tasks.js';
import { createEventBus } from '../lib/event-bus.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from '../lib/rate-limiter.js';
import { createMailer } from '../modules/outbox/index.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
};

/** What every area is built on: the configuration, the database and shared infrastructure. */
export type Platform = Awaited<ReturnType<typeof wirePlatform>>;

/**
 * Shared infrastructure: the event bus (live updates across processes), the mailer, the rate
 * limiter and the background tasks that finish work after an answer. Each closes with the app,
 * before the database does.
 */
export async function wirePlatform(app: FastifyInstance, options: BuildAppOptions) {
  const { config, database } = options;
  const { db } = database;
  const log = app.log;
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const events = await createEventBus(database, log);
  app.addHook('onClose', async () => events.close());
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log });
  const limiter = createRateLimiter(db, config.rateLimitEnabled);
  const background = createBackgroundTasks(log);
  app.addHook('onClose', async () => background.idle()); // the database closes after the app
  return { app, config, database, db, log, limits, events, mailer, limiter, background };
}
