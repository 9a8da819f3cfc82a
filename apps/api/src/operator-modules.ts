import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AiEngine } from './lib/ai/index.js';
import type { Mailer } from './lib/mailer.js';
import { APP_VERSION } from './version.js';
import { createAdminAnalyticsModule } from './modules/admin-analytics/index.js';
import type { createAuditTrail } from './modules/admin/index.js';
import { createAdminSystemModule } from './modules/admin-system/index.js';
import { createOutboxModule } from './modules/outbox/index.js';

/**
 * The operator's side that needs only infrastructure (the admin area's outbox, analytics and
 * System page), wired here to keep app.ts to the dieter's modules and the ports between them.
 */
export function createOperatorModules(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  audit: ReturnType<typeof createAuditTrail>;
  log: FastifyBaseLogger;
  ai: AiEngine;
}) {
  const { config, database, mailer } = deps;
  const outbox = createOutboxModule({
    db: database.db,
    mailer,
    audit: deps.audit,
    logger: deps.log,
  });
  const off = config.foods.openFoodFacts;
  const system = createAdminSystemModule({
    database,
    settings: {
      version: APP_VERSION,
      ai: { engine: config.ai.engine, baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey },
      openFoodFacts: {
        enabled: off.enabled,
        baseUrl: off.baseUrl,
        userAgent: `${config.appName}/${APP_VERSION} (${off.contact})`,
      },
      smtpConfigured: mailer.delivers,
    },
    aiInfo: () => deps.ai.info(),
    backlog: () => outbox.service.backlog(),
  });
  return {
    outbox,
    /** Their routes are mounted inside the admin area by app.ts. */
    adminModules: [outbox, createAdminAnalyticsModule({ db: database.db }), system],
  };
}
