import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import type { BodyService } from '../body/body.service.js';
import type { FastingService } from '../fasting/fasting.service.js';
import type { FoodsService } from '../foods/foods.service.js';
import type { MealsService } from '../meals/meals.service.js';
import type { MetashiftService } from '../metashift/metashift.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { AiEngine } from './engine.js';
import type { PaidActionRunner } from './paid-action.js';

/**
 * What the AI features (meal plans, recipe generator, KetoVision, FlowBrain, Dream Me) may
 * use. app.ts builds it once; each feature module registers its own routes from it, so the
 * features stay independent of each other and of app.ts's ordering.
 */
export type AiFeatureDeps = {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  engine: AiEngine;
  paidActions: PaidActionRunner;
  wallet: WalletService;
  uploads: UploadsService;
  foods: FoodsService;
  recipes: RecipesService;
  meals: MealsService;
  onboarding: OnboardingService;
  body: BodyService;
  fasting: FastingService;
  metashift: MetashiftService;
};
