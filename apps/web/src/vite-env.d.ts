/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Injected by vite.config.ts `define` (from process.env.APP_NAME). */
  readonly APP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
