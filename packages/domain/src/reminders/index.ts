export * from './local-time.js';
export * from './delivery.js';
