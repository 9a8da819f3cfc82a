/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Injected by vite.config.ts `define` (from process.env.APP_NAME). */
  readonly APP_NAME?: string;
  /** Injected by vite.config.ts `define`: true in the browser journeys' build. */
  readonly CHECK_RESPONSES?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
