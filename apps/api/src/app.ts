import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createEventBus, type EventBus } from './lib/event-bus.js';
import { createMailer } from './lib/mailer.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limiter.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { createAiEngine, type AiEngine } from './modules/ai/engine.js';
import { createPaidActionRunner, type PaidActionRunner } from './modules/ai/paid-action.js';
import type { AiFeatureDeps } from './modules/ai/feature-deps.js';
import { registerCoach } from './modules/coach/index.js';
import { registerDreamMe } from './modules/dream-me/index.js';
import { registerFoodScans } from './modules/food-scans/index.js';
import { registerMealPlans } from './modules/meal-plans/index.js';
import { registerRecipeGenerator } from './modules/recipe-generator/index.js';
import { createAccountService } from './modules/account/account.service.js';
import { betterAuthHandlerRoutes } from './modules/auth/auth-handler.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { createBetterAuth } from './modules/auth/better-auth.js';
import { createSessionCache } from './modules/auth/session-cache.js';
import { createBodyRepository } from './modules/body/body.repository.js';
import { bodyRoutes } from './modules/body/body.routes.js';
import { createBodyService } from './modules/body/body.service.js';
import { commerceConfigRoutes } from './modules/commerce-config/commerce-config.routes.js';
import { thirdPartyScriptUrls } from './modules/commerce-config/commerce-config.service.js';
import { createExportRepository } from './modules/export/export.repository.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { createExportService } from './modules/export/export.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDigistoreRepository } from './modules/digistore/digistore.repository.js';
import { digistoreWebhookRoutes, ordersRoutes } from './modules/digistore/digistore.routes.js';
import { createDigistoreService } from './modules/digistore/digistore.service.js';
import { createFastingRepository } from './modules/fasting/fasting.repository.js';
import { fastingRoutes } from './modules/fasting/fasting.routes.js';
import { createFastingService } from './modules/fasting/fasting.service.js';
import { createFoodsRepository } from './modules/foods/foods.repository.js';
import { foodsRoutes } from './modules/foods/foods.routes.js';
import { createFoodsService } from './modules/foods/foods.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMealsRepository } from './modules/meals/meals.repository.js';
import { mealsRoutes } from './modules/meals/meals.routes.js';
import { createMealsService } from './modules/meals/meals.service.js';
import { createMetashiftRepository } from './modules/metashift/metashift.repository.js';
import { metashiftRoutes } from './modules/metashift/metashift.routes.js';
import { createMetashiftService } from './modules/metashift/metashift.service.js';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import {
  createOnboardingService,
  type OnboardingService,
} from './modules/onboarding/onboarding.service.js';
import { createPurchaseSetupRepository } from './modules/purchase-setup/purchase-setup.repository.js';
import { purchaseSetupRoutes } from './modules/purchase-setup/purchase-setup.routes.js';
import { createPurchaseSetupService } from './modules/purchase-setup/purchase-setup.service.js';
import { createRecipesRepository } from './modules/recipes/recipes.repository.js';
import { recipesRoutes } from './modules/recipes/recipes.routes.js';
import { createRecipesService } from './modules/recipes/recipes.service.js';
import { realtimeRoutes } from './modules/realtime/realtime.routes.js';
import { createReferralRepository } from './modules/referral/referral.repository.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import {
  createReferralService,
  type ReferralService,
} from './modules/referral/referral.service.js';
import { createUploadsRepository } from './modules/uploads/uploads.repository.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { createWalletRepository } from './modules/wallet/wallet.repository.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { staticSpaPlugin } from './plugins/static-spa.js';

export const APP_VERSION = '0.1.0';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
};

export type Services = {
  auth: AuthService;
  wallet: WalletService;
  onboarding: OnboardingService;
  referrals: ReferralService;
  events: EventBus;
  /** The configured AI engine and the pay-then-work runner every AI feature goes through. */
  ai: { engine: AiEngine; paidActions: PaidActionRunner };
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the whole API (never listens): plugins first, then modules, then the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Plugins wait on the database; a busy 2-core machine must not fail the start after 10 s.
    pluginTimeout: 60_000,
    // Accept a caller's request id when it is well-formed, so logs can be correlated across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The security plugin's onRequest hook also puts x-request-id on every reply.

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    trustedOrigins: config.trustedOrigins,
    secure: config.appUrl.startsWith('https://'),
    thirdPartyScriptUrls: thirdPartyScriptUrls(config),
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.appName} API`,
        version: APP_VERSION,
        description: 'Open API of the keto companion.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'ketoflow.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const { db } = database;
  const events = await createEventBus(database, app.log);
  app.addHook('onClose', async () => events.close());
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
  });
  const limiter = createRateLimiter(db, config.rateLimitEnabled);
  const betterAuth = createBetterAuth({ config, db, mailer, logger: app.log });
  const sessionCache = await createSessionCache(database, app.log);
  app.addHook('onClose', async () => sessionCache.close());
  const walletService = createWalletService({
    db,
    repo: createWalletRepository(db),
    events,
    prices: config.ai.coinPrices,
  });
  const aiEngine = createAiEngine(config.ai);
  const paidActions = createPaidActionRunner({
    wallet: walletService,
    prices: config.ai.coinPrices,
    logger: app.log,
  });
  // Sign-up and onboarding call into referrals, so it exists before them.
  const referralService = createReferralService({
    db,
    repo: createReferralRepository(db),
    events,
    logger: app.log,
    appUrl: config.appUrl,
    rewardCoins: config.referralRewardCoins,
  });
  const authService = createAuthService({
    auth: betterAuth,
    db,
    limiter,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    confirmEmail: config.authConfirmEmail,
    referrals: referralService,
    sessionCache,
  });
  const onboardingService = createOnboardingService({
    repo: createOnboardingRepository(db),
    wallet: walletService,
    events,
    appName: config.appName,
    bonusCoins: config.onboardingBonusCoins,
    referrals: referralService,
    engine: aiEngine,
    logger: app.log,
  });
  const digistoreService = createDigistoreService({
    db,
    repo: createDigistoreRepository(db),
    wallet: walletService,
    config: config.digistore,
    logger: app.log,
  });
  const exportService = createExportService(createExportRepository(db));
  const accountService = createAccountService({
    tracking: exportService,
    db,
    auth: authService,
    onboarding: onboardingService,
    wallet: walletService,
    orders: digistoreService,
    referrals: referralService,
  });
  app.decorate('services', {
    auth: authService,
    wallet: walletService,
    onboarding: onboardingService,
    referrals: referralService,
    events,
    ai: { engine: aiEngine, paidActions },
  });

  await app.register(sessionPlugin, { authService });
  await app.register(healthRoutes, { database: database.kind, version: APP_VERSION });
  await app.register(betterAuthHandlerRoutes, { auth: betterAuth, prefix: '/api/auth' });
  await app.register(authRoutes, { authService, prefix: '/api/v1/auth' });
  await app.register(walletRoutes, { walletService, prefix: '/api/v1/wallet' });
  await app.register(aiRoutes, {
    engine: aiEngine,
    prices: config.ai.coinPrices,
    prefix: '/api/v1/ai',
  });
  await app.register(onboardingRoutes, { onboardingService, prefix: '/api/v1/onboarding' });
  await app.register(accountRoutes, {
    accountService,
    appName: config.appName,
    prefix: '/api/v1/me',
  });
  await app.register(exportRoutes, {
    exportService,
    appName: config.appName,
    prefix: '/api/v1/me/export',
  });
  await app.register(referralRoutes, { referralService, prefix: '/api/v1/referrals' });
  await app.register(realtimeRoutes, { events, prefix: '/api/v1/events' });
  await app.register(commerceConfigRoutes, { config, prefix: '/api/v1/commerce' });
  const purchaseSetupService = createPurchaseSetupService({
    repo: createPurchaseSetupRepository(db),
    auth: betterAuth,
    wallet: walletService,
    mailer,
    limiter,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    thankYouKey: config.digistore.thankYouKey,
    secret: config.authSecret,
    appName: config.appName,
    appUrl: config.appUrl,
  });
  await app.register(purchaseSetupRoutes, {
    service: purchaseSetupService,
    prefix: '/api/v1/purchases',
  });
  await app.register(digistoreWebhookRoutes, {
    digistoreService,
    prefix: '/api/v1/webhooks/digistore24',
  });
  await app.register(ordersRoutes, { digistoreService, prefix: '/api/v1/orders' });
  const bodyService = createBodyService({ repo: createBodyRepository(db) });
  await app.register(bodyRoutes, { bodyService, prefix: '/api/v1/body' });
  const uploadsService = createUploadsService({ db, repo: createUploadsRepository(db) });
  await app.register(uploadsRoutes, { uploadsService, prefix: '/api/v1/uploads' });
  const foodsService = createFoodsService({
    db,
    repo: createFoodsRepository(db),
    logger: app.log,
    limiter,
    catalogueFile: config.foods.dataFile,
    openFoodFacts: config.foods.openFoodFacts,
    appName: config.appName,
    appVersion: APP_VERSION,
  });
  await foodsService.seedCatalogue();
  await app.register(foodsRoutes, { foodsService, prefix: '/api/v1/foods' });
  const recipesService = createRecipesService({
    db,
    repo: createRecipesRepository(db),
    uploads: uploadsService,
    logger: app.log,
  });
  await app.register(recipesRoutes, { recipesService, prefix: '/api/v1/recipes' });
  const mealsService = createMealsService({
    repo: createMealsRepository(db),
    targetsFor: async (userId) =>
      (await onboardingService.get(userId)).response?.plan.targets ?? null,
  });
  await app.register(mealsRoutes, { mealsService, prefix: '/api/v1/meals' });
  const fastingService = createFastingService({ repo: createFastingRepository(db) });
  await app.register(fastingRoutes, { fastingService, prefix: '/api/v1/fasts' });
  const metashiftService = createMetashiftService({ repo: createMetashiftRepository(db) });
  await app.register(metashiftRoutes, { metashiftService, prefix: '/api/v1/metashift' });
  await app.register(dashboardRoutes, {
    sources: {
      nutrition: (userId, date) => mealsService.summary(userId, date),
      fasting: (userId) => fastingService.getCurrent(userId),
      weight: (userId) => bodyService.summary(userId),
      metashift: (userId, timeZone) => metashiftService.get(userId, timeZone),
      balance: (userId) => walletService.getBalance(userId),
    },
    prefix: '/api/v1/dashboard',
  });
  // The AI features (issue 5): each module registers its own routes from the same deps.
  const aiFeatureDeps: AiFeatureDeps = {
    db,
    config,
    logger: app.log,
    limiter,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    engine: aiEngine,
    paidActions,
    wallet: walletService,
    uploads: uploadsService,
    foods: foodsService,
    recipes: recipesService,
    meals: mealsService,
    onboarding: onboardingService,
    body: bodyService,
    fasting: fastingService,
    metashift: metashiftService,
  };
  await registerMealPlans(app, aiFeatureDeps);
  await registerRecipeGenerator(app, aiFeatureDeps);
  await registerFoodScans(app, aiFeatureDeps);
  await registerCoach(app, aiFeatureDeps);
  await registerDreamMe(app, aiFeatureDeps);
  await app.register(staticSpaPlugin, { distDir: config.webDistDir });
  return app;
}
