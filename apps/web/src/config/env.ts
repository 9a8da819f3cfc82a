/**
 * The only module that reads `import.meta.env`. `APP_NAME` is injected at build time by
 * vite.config.ts (`define`) from `process.env.APP_NAME`, default "KetoFlow".
 */
const appName = (import.meta.env.APP_NAME ?? '').trim() || 'KetoFlow';

export const env = {
  /**
   * The product's name, "{product}" in comments: shown in titles, the header, the install card
   * and the manifest.
   */
  appName,
  isDev: import.meta.env.DEV,
  isProd: import.meta.env.PROD,
  /**
   * Typed API answers are checked against their contract in development, unit tests and the
   * browser journeys' build (`WEB_CHECK_RESPONSES=1`).
   */
  checkResponses:
    import.meta.env.DEV ||
    import.meta.env.MODE === 'test' ||
    import.meta.env.CHECK_RESPONSES === true,
} as const;

export const APP_NAME = env.appName;
