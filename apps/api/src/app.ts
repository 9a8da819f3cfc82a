import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createFastifyInstance } from './fastify-instance.js';
import { createOperatorModules } from './operator-modules.js';
import { createRecipeImport } from './recipe-import-wiring.js';
import { registerSpa } from './spa-wiring.js';
import { createEventBus } from './lib/event-bus.js';
import { createMailer } from './modules/outbox/index.js';
import { createBackgroundTasks } from './lib/background-tasks.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limiter.js';
import { createAccountModule } from './modules/account/index.js';
import { createActivityModule } from './modules/activity/index.js';
import { createAiModule } from './modules/ai/index.js';
import { createAdminModule, createAuditTrail } from './modules/admin/index.js';
import { createAuthModule, createUserDirectory } from './modules/auth/index.js';
import { createBodyModule } from './modules/body/index.js';
import { createCoachModule } from './modules/coach/index.js';
import { createCommerceConfigModule } from './modules/commerce-config/index.js';
import { createDashboardModule } from './modules/dashboard/index.js';
import { createDigistoreModule } from './modules/digistore/index.js';
import { createDreamMeModule } from './modules/dream-me/index.js';
import { createExportModule } from './modules/export/index.js';
import { createFastingModule } from './modules/fasting/index.js';
import { createFoodScansModule } from './modules/food-scans/index.js';
import { createFoodsModule } from './modules/foods/index.js';
import { createHealthModule } from './modules/health/index.js';
import { createMealPlansModule } from './modules/meal-plans/index.js';
import { createMealsModule } from './modules/meals/index.js';
import { createMetashiftModule } from './modules/metashift/index.js';
import { createOnboardingModule } from './modules/onboarding/index.js';
import { createPreferencesModule } from './modules/preferences/index.js';
import { createProfileModule } from './modules/profile/index.js';
import { createPurchaseSetupModule } from './modules/purchase-setup/index.js';
import { createRealtimeModule } from './modules/realtime/index.js';
import { createRecipeGeneratorModule } from './modules/recipe-generator/index.js';
import { createRecipesModule } from './modules/recipes/index.js';
import { createRequestReplayModule } from './modules/request-replay/index.js';
import { createReferralModule } from './modules/referral/index.js';
import { createUploadsModule } from './modules/uploads/index.js';
import { createWalletModule } from './modules/wallet/index.js';
import { registerPlatform } from './plugins/platform.js';
import { sessionPlugin } from './plugins/session.js';
import { APP_VERSION } from './version.js';

export { APP_VERSION };
export type { Services } from './app-services.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
};

/**
 * Builds the whole API (never listens): the platform plugins, then every module, wired here
 * and only here through the narrow ports each module declares, then the SPA. Routes are
 * registered in this order, which is also the order of the OpenAPI document.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = createFastifyInstance(config, options.logger);
  const log = app.log;
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  // Shared infrastructure.
  const events = await createEventBus(database, log);
  app.addHook('onClose', async () => events.close());
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log });
  const limiter = createRateLimiter(db, config.rateLimitEnabled);
  const background = createBackgroundTasks(log);
  app.addHook('onClose', async () => background.idle()); // the database closes after the app

  // Money first: everything that pays or is paid goes through the wallet's ledger.
  const wallet = createWalletModule({ db });
  const ai = createAiModule({
    settings: config.ai,
    prices: config.ai.coinPrices,
    wallet: wallet.service,
    logger: log,
  });
  const audit = createAuditTrail(db);
  const referrals = createReferralModule({
    db,
    audit,
    people: createUserDirectory(),
    wallet: wallet.service,
    logger: log,
    appUrl: config.appUrl,
    rewardCoins: config.referralRewardCoins,
  });
  const auth = await createAuthModule({
    database,
    settings: config,
    mailer,
    logger: log,
    limiter,
    limits,
    background,
    referrals: referrals.service,
  });
  app.addHook('onClose', async () => auth.close());
  const admin = await createAdminModule({
    db,
    adminEmails: config.adminEmails,
    secondFactors: auth.twoFactor,
    sessionMinutes: config.adminSessionMinutes,
    logger: log,
    wallet: wallet.service,
    accounts: auth.controls,
    roles: auth.roles,
  });
  const profile = createProfileModule({ db });
  const onboarding = createOnboardingModule({
    profiles: profile.store,
    wallet: wallet.service,
    referrals: referrals.service,
    events,
    engine: ai.engine,
    logger: log,
    appName: config.appName,
    bonusCoins: config.onboardingBonusCoins,
  });
  // Tracking: uploads, foods, recipes, the diary, body and fasting.
  const uploads = createUploadsModule({ db });
  const foods = await createFoodsModule({
    db,
    logger: log,
    limiter,
    catalogueFile: config.foods.dataFile,
    openFoodFacts: config.foods.openFoodFacts,
    appName: config.appName,
    appVersion: APP_VERSION,
  });
  const recipes = createRecipesModule({
    db,
    foods: foods.service,
    photos: uploads.service,
    logger: log,
  });
  const meals = createMealsModule({
    db,
    foods: foods.service,
    recipes: recipes.service,
    profile: profile.reader,
  });
  const body = createBodyModule({ db, profile: profile.reader });
  const fasting = createFastingModule({ db, profile: profile.reader });
  const metashift = createMetashiftModule({ db });
  const dashboard = createDashboardModule({
    sources: {
      nutrition: (userId, date) => meals.service.summary(userId, date),
      fasting: (userId) => fasting.service.getCurrent(userId),
      weight: (userId) => body.service.summary(userId),
      metashift: (userId, timeZone) => metashift.service.get(userId, timeZone),
      balance: (userId) => wallet.service.getBalance(userId),
    },
  });

  // Commerce and the account.
  const commerce = createCommerceConfigModule({ settings: config });
  const digistore = createDigistoreModule({
    db,
    wallet: wallet.service,
    buyers: auth.buyers,
    settings: config.digistore,
    logger: log,
  });
  const purchaseSetup = createPurchaseSetupModule({
    db,
    credentials: auth.buyers,
    orders: digistore.purchases,
    wallet: wallet.service,
    mailer,
    limiter,
    limits,
    settings: config,
    audit,
  });
  const exports = createExportModule({ db, appName: config.appName });
  const preferences = createPreferencesModule({ db, logger: log });
  const activity = createActivityModule({ db, limiter, limits, logger: log, settings: config });
  const account = createAccountModule({
    auth: auth.service,
    onboarding: onboarding.service,
    wallet: wallet.service,
    orders: digistore.service,
    referrals: referrals.service,
    tracking: exports.service,
    activity: activity.service,
    appName: config.appName,
  });

  // AI features: each pays through ai.paidActions and reads the others through its ports.
  const paid = { engine: ai.engine, paidActions: ai.paidActions };
  const mealPlans = createMealPlansModule({
    db,
    ...paid,
    profile: profile.reader,
    recipes: recipes.service,
    foods: foods.service,
    diary: meals.service,
    logger: log,
  });
  const recipeGenerator = createRecipeGeneratorModule({
    ...paid,
    foods: foods.service,
    recipes: recipes.service,
    profile: profile.reader,
  });
  const recipeImport = createRecipeImport({ config, limiter, limits, log, foods, recipes });
  const foodScans = createFoodScansModule({
    db,
    ...paid,
    photos: uploads.service,
    foods: foods.service,
    diary: meals.service,
    limiter,
    freeScanPhotos: limits.freeScanPhotosPerUser,
  });
  const coach = await createCoachModule({
    db,
    ...paid,
    profile: profile.reader,
    diary: meals.service,
    fasting: fasting.service,
    weight: body.service,
    metashift: metashift.service,
    plans: mealPlans.service,
    logger: log,
  });
  const dreamMe = createDreamMeModule({
    db,
    ...paid,
    photos: uploads.service,
    profile: profile.reader,
    weights: body.service,
  });
  const operator = createOperatorModules({ config, database, mailer, audit, log, ai: ai.engine });
  app.decorate('services', {
    auth: auth.service,
    wallet: wallet.service,
    onboarding: onboarding.service,
    referrals: referrals.service,
    foods: foods.service,
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
    account,
    exports,
    preferences,
    referrals,
    createRealtimeModule({ events }),
    commerce,
    purchaseSetup,
    digistore,
    body,
    uploads,
    foods,
    recipes,
    meals,
    fasting,
    metashift,
    dashboard,
    mealPlans,
    recipeGenerator,
    recipeImport,
    foodScans,
    coach,
    dreamMe,
    activity,
    operator.outbox,
  ];
  for (const module of routes) await app.register(module.routes);
  // Every admin route, whichever module owns it, behind the admin area's one guard.
  await app.register(admin.area([digistore, purchaseSetup, referrals, ...operator.adminModules]));
  await registerSpa(app, { distDir: config.webDistDir, auth, onboarding, commerce });
  return app;
}
