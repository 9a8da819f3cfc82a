export * from './auth.js';
export * from './wallet.js';
export * from './onboarding.js';
export * from './outbox.js';
export * from './rate-limit.js';
export * from './commerce.js';
