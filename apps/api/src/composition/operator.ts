import { createAdminAnalyticsModule } from '../modules/admin-analytics/index.js';
import { createAdminSystemModule } from '../modules/admin-system/index.js';
import { createOutboxModule } from '../modules/outbox/index.js';
import { APP_VERSION } from '../version.js';
import type { Identity } from './identity.js';
import type { Platform } from './platform.js';
import type { Tracking } from './tracking.js';

export type Operator = ReturnType<typeof wireOperator>;

/**
 * The operator's side: the e-mail outbox and its retry job, the analytics, and the System page
 * (which also shows the reminders' queue). Their routes are mounted inside the admin area.
 */
export function wireOperator(
  { config, database, db, log, mailer }: Platform,
  { audit, ai }: Pick<Identity, 'audit' | 'ai'>,
  { reminders }: Pick<Tracking, 'reminders'>,
) {
  const outbox = createOutboxModule({ db, mailer, audit, logger: log });
  const system = createAdminSystemModule({
    database,
    settings: {
      version: APP_VERSION,
      ai: { engine: config.ai.engine, baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey },
      openFoodFacts: {
        enabled: config.foods.openFoodFacts.enabled,
        baseUrl: config.foods.openFoodFacts.baseUrl,
        userAgent: `${config.appName}/${APP_VERSION} (${config.foods.openFoodFacts.contact})`,
      },
      smtpConfigured: mailer.delivers,
    },
    aiInfo: () => ai.engine.info(),
    backlog: () => outbox.service.backlog(),
    reminderQueue: (now) => reminders.service.queue(now),
  });
  const analytics = createAdminAnalyticsModule({ db });
  return { outbox, analytics, system };
}
