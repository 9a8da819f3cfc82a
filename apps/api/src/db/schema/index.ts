/*
 * Every table, assembled for migrations (drizzle-kit reads this file) and for the tests that
 * seed or inspect rows. Each table is defined by the module that owns it (decision 046); a
 * module's source imports only its own `*.schema.ts`, never this file.
 */
export * from '../../modules/auth/auth.schema.js';
export * from '../../modules/wallet/wallet.schema.js';
export * from '../../modules/profile/profile.schema.js';
export * from '../../modules/outbox/outbox.schema.js';
export * from '../../lib/rate-limiter.schema.js';
export * from '../../modules/digistore/digistore.schema.js';
export * from '../../modules/purchase-setup/purchase-setup.schema.js';
export * from '../../modules/referral/referral.schema.js';
export * from '../../modules/foods/foods.schema.js';
export * from '../../modules/uploads/uploads.schema.js';
export * from '../../modules/recipes/recipes.schema.js';
export * from '../../modules/meals/meals.schema.js';
export * from '../../modules/body/body.schema.js';
export * from '../../modules/water/water.schema.js';
export * from '../../modules/fasting/fasting.schema.js';
export * from '../../modules/metashift/metashift.schema.js';
export * from '../../modules/meal-plans/meal-plans.schema.js';
export * from '../../modules/food-scans/food-scans.schema.js';
export * from '../../modules/coach/coach.schema.js';
export * from '../../modules/dream-me/dream-me.schema.js';
export * from '../../modules/preferences/preferences.schema.js';
export * from '../../modules/activity/activity.schema.js';
export * from '../../modules/admin/admin.schema.js';
export * from '../../modules/admin-analytics/admin-analytics.schema.js';
export * from '../../modules/request-replay/request-replay.schema.js';
export * from '../../modules/reminders/reminders.schema.js';
export * from '../../modules/push/push.schema.js';
