export * from './local-time.js';
export * from './delivery.js';
export * from './recurring.js';
export * from './phases.js';
