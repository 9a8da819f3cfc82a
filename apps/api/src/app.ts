import type { FastifyInstance } from 'fastify';
import { wireAiFeatures } from './composition/ai-features.js';
import { wireCommerce } from './composition/commerce.js';
import { wireIdentity } from './composition/identity.js';
import { wireOperator } from './composition/operator.js';
import { wirePlatform, type BuildAppOptions } from './composition/platform.js';
import { wireTracking } from './composition/tracking.js';
import { registerSpa } from './composition/web.js';
import { createFastifyInstance } from './fastify-instance.js';
import { createHealthModule } from './modules/health/index.js';
import { createRealtimeModule } from './modules/realtime/index.js';
import { createRequestReplayModule } from './modules/request-replay/index.js';
import { registerPlatform } from './plugins/platform.js';
import { sessionPlugin } from './plugins/session.js';
import { APP_VERSION } from './version.js';

export { APP_VERSION };
export type { BuildAppOptions } from './composition/platform.js';
export type { Services } from './composition/services.js';

/**
 * Builds the whole API (never listens). Each area is wired in its own file under composition/,
 * from the platform and the areas before it, through the narrow ports each module declares
 * (the committed port-graph.json shows who is given what). Then the routes are registered in
 * the order below, which is also the order of the OpenAPI document, and the web app last.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createFastifyInstance(config, options.logger);
  const platform = await wirePlatform(app, options);
  const identity = await wireIdentity(platform);
  const tracking = await wireTracking(platform, identity);
  const sales = wireCommerce(platform, identity);
  const aiFeatures = await wireAiFeatures(platform, identity, tracking);
  const operator = wireOperator(platform, identity, tracking);
  const { db, log, events, background } = platform;
  const { auth, wallet, ai, onboarding, referrals, admin } = identity;
  const { commerce, digistore, purchaseSetup } = sales;

  app.decorate('services', {
    auth: auth.service,
    wallet: wallet.service,
    onboarding: onboarding.service,
    referrals: referrals.service,
    foods: tracking.foods.service,
    events,
    ai: { engine: ai.engine, paidActions: ai.paidActions },
    background,
    outbox: operator.outbox.service,
  });

  await registerPlatform(app, {
    appName: config.appName,
    version: APP_VERSION,
    trustedOrigins: config.trustedOrigins,
    secure: config.appUrl.startsWith('https://'),
    thirdPartyScriptUrls: commerce.thirdPartyScriptUrls,
  });
  await app.register(sessionPlugin, { sessions: auth.service });
  await app.register(admin.placementCheck);
  const routes = [
    createRequestReplayModule({ db, logger: log }),
    createHealthModule({ database: database.kind, version: APP_VERSION }),
    auth,
    wallet,
    ai,
    onboarding,
    sales.account,
    sales.exports,
    sales.preferences,
    referrals,
    createRealtimeModule({ events }),
    commerce,
    purchaseSetup,
    digistore,
    tracking.body,
    tracking.water,
    tracking.uploads,
    tracking.foods,
    tracking.recipes,
    tracking.meals,
    tracking.fasting,
    tracking.metashift,
    tracking.dashboard,
    tracking.reminders,
    tracking.push,
    aiFeatures.mealPlans,
    aiFeatures.recipeGenerator,
    aiFeatures.recipeImport,
    aiFeatures.foodScans,
    aiFeatures.coach,
    aiFeatures.dreamMe,
    sales.activity,
    operator.outbox,
  ];
  for (const module of routes) await app.register(module.routes);
  // Every admin route, whichever module owns it, behind the admin area's one guard.
  await app.register(
    admin.area([
      digistore,
      purchaseSetup,
      referrals,
      operator.outbox,
      operator.analytics,
      operator.system,
    ]),
  );
  await registerSpa(app, { distDir: config.webDistDir, auth, onboarding, commerce });
  return app;
}
