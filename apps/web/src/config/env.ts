/**
 * The only module that reads `import.meta.env`. `APP_NAME` is injected at build time by
 * vite.config.ts (`define`) from `process.env.APP_NAME`, default "KetoFlow".
 */
const appName = (import.meta.env.APP_NAME ?? '').trim() || 'KetoFlow';

export const env = {
  /** "{product}" in the spec: shown in titles, the header, the install card and the manifest. */
  appName,
  isDev: import.meta.env.DEV,
  isProd: import.meta.env.PROD,
} as const;

export const APP_NAME = env.appName;
