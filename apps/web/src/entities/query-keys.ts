import type { RecipeScope, ThankYouParams } from '@ketoflow/contracts';

/**
 * Every TanStack Query key of the app, in one place. A feature that must refresh another's
 * data (logging a meal refreshes the diary and the dashboard) invalidates through these
 * factories, never through a string it hopes matches; the first element of each key is its
 * resource, the second the signed-in user where the data is per user.
 */

/** `sessionKeys.all` holds `AuthUser | null`. */
export const sessionKeys = {
  all: ['session'] as const,
};

/** `onboardingKeys.detail(userId)` holds the GET /api/v1/onboarding body. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  detail: (userId: string) => ['onboarding', userId] as const,
};

/** `walletKeys.balance(userId)` is written by realtime `wallet.balance` events. */
export const walletKeys = {
  all: ['wallet'] as const,
  user: (userId: string) => ['wallet', userId] as const,
  balance: (userId: string) => ['wallet', userId, 'balance'] as const,
  /** Every page size of the coin history (realtime invalidates them all). */
  ledgers: (userId: string) => ['wallet', userId, 'ledger'] as const,
  ledger: (userId: string, limit: number) => ['wallet', userId, 'ledger', limit] as const,
};

/** `notificationKeys.inbox(userId)`: the inbox, refreshed by realtime `notification.new`. */
export const notificationKeys = {
  inbox: (userId: string) => ['notifications', userId] as const,
};

/**
 * Reminders: what the person wants reminded of (GET/PUT /api/v1/reminders/settings) and the
 * devices that get them by push (GET /api/v1/push/devices).
 */
export const reminderKeys = {
  settings: (userId: string) => ['reminders', userId, 'settings'] as const,
  devices: (userId: string) => ['reminders', userId, 'devices'] as const,
};

export const commerceKeys = {
  config: ['commerce', 'config'] as const,
  orders: (userId: string) => ['commerce', userId, 'orders'] as const,
};

export const aiKeys = {
  prices: ['ai', 'prices'] as const,
  engine: ['ai', 'engine'] as const,
};

/** The food database; invalidate `foodKeys.all` after changing custom foods or logging food. */
export const foodKeys = {
  all: ['foods'] as const,
  search: (q: string, limit: number) => ['foods', 'search', q, limit] as const,
  recent: (limit: number) => ['foods', 'recent', limit] as const,
  /** The user's own and recently logged foods, kept on the device for searching offline. */
  own: () => ['foods', 'own'] as const,
  detail: (id: string) => ['foods', 'detail', id] as const,
};

/**
 * The diary: a day's entries and its summary. Every change to the diary invalidates
 * `mealKeys.user(userId)` (or `mealKeys.all`), so the dashboard's cards refresh too.
 */
export const mealKeys = {
  all: ['meals'] as const,
  user: (userId: string) => ['meals', userId] as const,
  day: (userId: string, date: string) => ['meals', userId, 'day', date] as const,
  summary: (userId: string, date: string) => ['meals', userId, 'summary', date] as const,
};

/** Today's tracking cards of the dashboard (one request). */
/** Everything under `waterKeys.user(userId)` is the signed-in user's water log. */
export const waterKeys = {
  user: (userId: string) => ['water', userId] as const,
  day: (userId: string, date: string) => ['water', userId, date] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  user: (userId: string) => ['dashboard', userId] as const,
  today: (userId: string, date: string, tz: string) => ['dashboard', userId, date, tz] as const,
};

/**
 * Meal plans. The header's "Day N" pill reads `mealPlanKeys.current`, so invalidating
 * `mealPlanKeys.user(userId)` after a plan changes refreshes it too.
 */
export const mealPlanKeys = {
  user: (userId: string) => ['meal-plans', userId] as const,
  current: (userId: string) => ['meal-plans', userId, 'current'] as const,
  list: (userId: string) => ['meal-plans', userId, 'list'] as const,
  detail: (userId: string, id: string) => ['meal-plans', userId, 'detail', id] as const,
  shopping: (userId: string, id: string, from: string, to: string) =>
    ['meal-plans', userId, 'shopping', id, from, to] as const,
};

/** Weight, measurements and readings. */
export const bodyKeys = {
  all: ['body'] as const,
  weights: (userId: string) => ['body', userId, 'weights'] as const,
  summary: (userId: string) => ['body', userId, 'weights', 'summary'] as const,
  measurements: (userId: string) => ['body', userId, 'measurements'] as const,
  readings: (userId: string) => ['body', userId, 'readings'] as const,
};

/** Everything under `fastingKeys.user(userId)` is the signed-in user's fasting data. */
export const fastingKeys = {
  user: (userId: string) => ['fasting', userId] as const,
  current: (userId: string) => ['fasting', userId, 'current'] as const,
  history: (userId: string) => ['fasting', userId, 'history'] as const,
  stats: (userId: string, tz: string) => ['fasting', userId, 'stats', tz] as const,
};

export const metashiftKeys = {
  user: (userId: string) => ['metashift', userId] as const,
  state: (userId: string, tz: string) => ['metashift', userId, tz] as const,
};

export const recipeKeys = {
  lists: () => ['recipes', 'list'] as const,
  list: (scope: RecipeScope, q: string, tag: string) => ['recipes', 'list', scope, q, tag] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
};

export const foodScanKeys = {
  all: ['food-scans'] as const,
  list: ['food-scans', 'list'] as const,
};

export const coachKeys = {
  conversations: ['coach', 'conversations'] as const,
  conversation: (id: string) => ['coach', 'conversation', id] as const,
};

export const dreamMeKeys = {
  eligibility: ['dream-me', 'eligibility'] as const,
  results: ['dream-me', 'results'] as const,
};

/** `referralKeys.mine(userId)` holds the GET /api/v1/referrals/me body. */
export const referralKeys = {
  mine: (userId: string) => ['referrals', userId] as const,
};

/**
 * `adminKeys.access(userId)`: GET /api/v1/admin/access (may this user use /admin, and how);
 * the users screens and the audit log under `admin/users` and `admin/audit`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  access: (userId: string) => ['admin', 'access', userId] as const,
  /** Everything of the users screens (list, pages, ledgers): an action refreshes it all. */
  users: () => ['admin', 'users'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  ledger: (id: string) => ['admin', 'users', 'ledger', id] as const,
  audit: (query?: object) =>
    query ? (['admin', 'audit', query] as const) : (['admin', 'audit'] as const),
};

/** `adminAnalyticsKeys.range(from, to)`: GET /api/v1/admin/analytics for those UTC days. */
export const adminAnalyticsKeys = {
  range: (from: string, to: string) => ['admin', 'analytics', from, to] as const,
};

/** `twoFactorKeys.status(userId)`: GET /api/v1/me/two-factor. */
export const twoFactorKeys = {
  status: (userId: string) => ['two-factor', userId] as const,
};

/** The admin area's sales and e-mail lists (filters are part of the key). */
export const adminCommerceKeys = {
  orders: (filters: object) => ['admin', 'orders', filters] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  ipnCalls: (filters: object) => ['admin', 'ipn-calls', filters] as const,
  allEmails: ['admin', 'emails'] as const,
  emails: (filters: object) => ['admin', 'emails', filters] as const,
  email: (id: string) => ['admin', 'email', id] as const,
  system: ['admin', 'system'] as const,
  allReferrals: ['admin', 'referrals'] as const,
  referrals: (filters: object) => ['admin', 'referrals', filters] as const,
};

export const purchaseKeys = {
  lookup: (email: string) => ['purchase-lookup', email] as const,
};

export const thankYouKeys = {
  detail: (params: ThankYouParams) => ['thank-you', params] as const,
};

/**
 * `preferenceKeys.mine(userId)` settles once this device's dismissals have been merged with
 * the server's (entities/preferences); the dismissals themselves live in the browser's copy.
 */
export const preferenceKeys = {
  mine: (userId: string) => ['preferences', userId] as const,
};

/** Activity logging: the person's choice (GET/PUT /api/v1/activity/settings) and the policy. */
export const activityKeys = {
  settings: (userId: string) => ['activity', userId, 'settings'] as const,
  policy: ['activity', 'policy'] as const,
};
