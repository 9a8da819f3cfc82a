export * from './errors.js';
export * from './auth.js';
export * from './onboarding.js';
export * from './wallet.js';
export * from './health.js';
export * from './paths.js';
export * from './commerce.js';
export * from './purchase-setup.js';
