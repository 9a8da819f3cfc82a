import { accountEndpoints } from './account.js';
import { adminEndpoints } from './admin.js';
import { adminCommerceEndpoints } from './admin-commerce.js';
import { adminOutboxEndpoints } from './admin-outbox.js';
import { adminReferralsEndpoints } from './admin-referrals.js';
import { adminSystemEndpoints } from './admin-system.js';
import { adminAuditEndpoints, adminUsersEndpoints } from './admin-users.js';
import { adminAnalyticsEndpoints } from './admin-analytics.js';
import { activityEndpoints } from './activity.js';
import { aiEndpoints } from './ai.js';
import { authEndpoints } from './auth.js';
import { measurementsEndpoints, readingsEndpoints, weightsEndpoints } from './body.js';
import { coachEndpoints } from './coach.js';
import { commerceEndpoints } from './commerce-config.js';
import { dashboardEndpoints } from './dashboard.js';
import { ordersEndpoints, webhooksEndpoints } from './digistore.js';
import { dreamMeEndpoints } from './dream-me.js';
import { exportEndpoints } from './export.js';
import { fastingEndpoints } from './fasting.js';
import { foodScansEndpoints } from './food-scans.js';
import { foodsEndpoints } from './foods.js';
import { healthEndpoints } from './health.js';
import { mealPlansEndpoints } from './meal-plans.js';
import { mealsEndpoints } from './meals.js';
import { metashiftEndpoints } from './metashift.js';
import { notificationsEndpoints } from './notifications.js';
import { onboardingEndpoints } from './onboarding.js';
import { preferencesEndpoints } from './preferences.js';
import { purchasesEndpoints } from './purchase-setup.js';
import { realtimeEndpoints } from './realtime.js';
import { pushEndpoints, remindersEndpoints } from './reminders.js';
import { recipeGeneratorEndpoints } from './recipe-generator.js';
import { recipeImportEndpoints } from './recipe-import.js';
import { recipesEndpoints } from './recipes.js';
import { referralsEndpoints } from './referral.js';
import { uploadsEndpoints } from './uploads.js';

export { uploadUrl } from './uploads.js';
import { twoFactorEndpoints } from './two-factor.js';
import { walletEndpoints } from './wallet.js';
import { waterEndpoints } from './water.js';
import type { Endpoint } from './define.js';

export * from './define.js';

/**
 * Every endpoint of the API by area (`endpoints.meals.get`): the API registers its routes from
 * it and the web client calls through it, so a path, a schema or a status cannot differ
 * between the two. Spelled out as a type so declaration files refer to each area by name.
 */
export const endpoints: {
  health: typeof healthEndpoints;
  auth: typeof authEndpoints;
  twoFactor: typeof twoFactorEndpoints;
  wallet: typeof walletEndpoints;
  ai: typeof aiEndpoints;
  onboarding: typeof onboardingEndpoints;
  account: typeof accountEndpoints;
  export: typeof exportEndpoints;
  referrals: typeof referralsEndpoints;
  realtime: typeof realtimeEndpoints;
  commerce: typeof commerceEndpoints;
  purchases: typeof purchasesEndpoints;
  webhooks: typeof webhooksEndpoints;
  orders: typeof ordersEndpoints;
  weights: typeof weightsEndpoints;
  measurements: typeof measurementsEndpoints;
  readings: typeof readingsEndpoints;
  water: typeof waterEndpoints;
  uploads: typeof uploadsEndpoints;
  foods: typeof foodsEndpoints;
  recipes: typeof recipesEndpoints;
  meals: typeof mealsEndpoints;
  fasting: typeof fastingEndpoints;
  metashift: typeof metashiftEndpoints;
  dashboard: typeof dashboardEndpoints;
  notifications: typeof notificationsEndpoints;
  reminders: typeof remindersEndpoints;
  push: typeof pushEndpoints;
  mealPlans: typeof mealPlansEndpoints;
  recipeGenerator: typeof recipeGeneratorEndpoints;
  recipeImport: typeof recipeImportEndpoints;
  foodScans: typeof foodScansEndpoints;
  coach: typeof coachEndpoints;
  dreamMe: typeof dreamMeEndpoints;
  preferences: typeof preferencesEndpoints;
  activity: typeof activityEndpoints;
  admin: typeof adminEndpoints;
  adminCommerce: typeof adminCommerceEndpoints;
  adminOutbox: typeof adminOutboxEndpoints;
  adminReferrals: typeof adminReferralsEndpoints;
  adminSystem: typeof adminSystemEndpoints;
  adminUsers: typeof adminUsersEndpoints;
  adminAudit: typeof adminAuditEndpoints;
  adminAnalytics: typeof adminAnalyticsEndpoints;
} = {
  health: healthEndpoints,
  auth: authEndpoints,
  twoFactor: twoFactorEndpoints,
  wallet: walletEndpoints,
  ai: aiEndpoints,
  onboarding: onboardingEndpoints,
  account: accountEndpoints,
  export: exportEndpoints,
  referrals: referralsEndpoints,
  realtime: realtimeEndpoints,
  commerce: commerceEndpoints,
  purchases: purchasesEndpoints,
  webhooks: webhooksEndpoints,
  orders: ordersEndpoints,
  weights: weightsEndpoints,
  measurements: measurementsEndpoints,
  readings: readingsEndpoints,
  water: waterEndpoints,
  uploads: uploadsEndpoints,
  foods: foodsEndpoints,
  recipes: recipesEndpoints,
  meals: mealsEndpoints,
  fasting: fastingEndpoints,
  metashift: metashiftEndpoints,
  dashboard: dashboardEndpoints,
  notifications: notificationsEndpoints,
  reminders: remindersEndpoints,
  push: pushEndpoints,
  mealPlans: mealPlansEndpoints,
  recipeGenerator: recipeGeneratorEndpoints,
  recipeImport: recipeImportEndpoints,
  foodScans: foodScansEndpoints,
  coach: coachEndpoints,
  dreamMe: dreamMeEndpoints,
  preferences: preferencesEndpoints,
  activity: activityEndpoints,
  admin: adminEndpoints,
  adminCommerce: adminCommerceEndpoints,
  adminOutbox: adminOutboxEndpoints,
  adminReferrals: adminReferralsEndpoints,
  adminSystem: adminSystemEndpoints,
  adminUsers: adminUsersEndpoints,
  adminAudit: adminAuditEndpoints,
  adminAnalytics: adminAnalyticsEndpoints,
};

/** The table as a list, for checks that walk every endpoint. */
export const endpointList: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (area: Record<string, Endpoint>) => Object.values(area),
);
