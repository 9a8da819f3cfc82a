import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadFont, shellChunks } from './scripts/build-plugins.ts';
import { precompressPlugin } from './scripts/precompress.mjs';
import { prerender } from './scripts/prerender.ts';
import { pushWorker } from './scripts/push-worker.ts';
import { endpointRefs } from './scripts/endpoint-refs.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { PRERENDERED_PAGES } from './src/prerender/pages.ts';

/** "{product}": one build-time name for the UI, index.html and the manifest. */
const APP_NAME = (process.env.APP_NAME ?? '').trim() || 'KetoFlow';
const DESCRIPTION = `${APP_NAME}: your AI keto companion. Meal plans, food scanner, fasting and weight tracking, and a coach.`;
/** Dark is the default theme; keep in step with --background in src/index.css. */
const THEME_COLOR = '#09100d';
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * react-router 7's package exports point at its development build only (remix-run/react-router
 * #12532, #14102): warnings and their strings would ship to every page. Its production build
 * sits beside it; builds take that one.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/** Replaces %APP_NAME% and %APP_DESCRIPTION% in index.html. */
function htmlConstants(): Plugin {
  return {
    name: 'ketoflow-html-constants',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%APP_NAME%', APP_NAME)
        .replaceAll('%APP_DESCRIPTION%', DESCRIPTION)
        .replaceAll('%THEME_COLOR%', THEME_COLOR),
  };
}

/**
 * The prerendered pages' paths, with any query string, as a pattern for the service worker
 * (serialised into sw.js, so a RegExp rather than a function closing over the table).
 */
const PRERENDERED_PATH = `(${Object.keys(PRERENDERED_PAGES)
  .map((page) => page.replaceAll('/', '\\/'))
  .join('|')})(\\?[^#]*)?$`;

/** What every page loads first goes into two chunks (scripts/build-plugins.ts). */
const chunks = shellChunks({
  publicModules: Object.values(PRERENDERED_PAGES),
  // A signed-in visitor's first screen (decision 025): the header and the onboarding check the
  // guards load, and the dashboard, where the app takes them.
  signedInStart: [
    'src/app/layout/app-header.tsx',
    'src/app/guards/onboarding-check.tsx',
    'src/app/routes/dashboard.tsx',
  ],
});

/** The push and notification-click handlers, imported by the generated service worker. */
const push = pushWorker({ entry: 'src/sw/push-sw.ts' });

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  define: {
    'import.meta.env.APP_NAME': JSON.stringify(APP_NAME),
    // The browser journeys' build checks every API answer against its contract, as development
    // does (src/config/env.ts); the build `npm start` serves does not.
    'import.meta.env.CHECK_RESPONSES': JSON.stringify(process.env.WEB_CHECK_RESPONSES === '1'),
  },
  plugins: [
    // The app's modules call endpoints by reference, not through the zod table (decision 038).
    endpointRefs({
      contractsDir: path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../packages/contracts/src',
      ),
      keep: ['src/lib/check-answer.ts'],
    }),
    react(),
    tailwindcss(),
    htmlConstants(),
    push.plugin,
    VitePWA({
      strategies: 'generateSW',
      // The worker imports the push handlers' script, named by its hash once it is built.
      integration: {
        beforeBuildServiceWorker: (options) => {
          options.workbox.importScripts = push.importScripts();
        },
      },
      registerType: 'autoUpdate',
      // src/lib/pwa.ts registers through `virtual:pwa-register`: no inline script (CSP).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: APP_NAME,
        short_name: APP_NAME,
        description: DESCRIPTION,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: THEME_COLOR,
        categories: ['health', 'food', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Prerendered pages are answered by the server; offline, the shell renders them. The
        // server's screen renderer (decision 041) is never sent to a browser. The push handlers'
        // script comes with the worker itself (importScripts), not from the cache.
        globIgnores: ['prerendered/**', 'screen-render/**', 'assets/push-sw-*.js'],
        // The app shell (every route chunk, CSS, the Latin font) is precached: the SPA opens offline.
        globPatterns: [
          '**/*.{js,css,html,svg,png,webmanifest}',
          '**/inter-latin-wght-normal*.woff2',
        ],
        navigateFallback: '/index.html',
        // The prerendered pages come from the network (below): a returning visitor's page paints
        // from its HTML too, and starts the app as the page says (decision 021) rather than at once.
        navigateFallbackDenylist: [/^\/api(\/|$)/, new RegExp(`^${PRERENDERED_PATH}`)],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // The prerendered pages: the server's copy, kept for offline; offline and never seen,
            // the app shell renders them.
            urlPattern: new RegExp(`^https?://[^/]+${PRERENDERED_PATH}`),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 20 },
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
          {
            // Other scripts' glyphs (latin-ext, cyrillic…) when a page needs them.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              expiration: { maxEntries: 20, maxAgeSeconds: 365 * 24 * 60 * 60 },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    chunks.plugin,
    // Each app screen's scripts, named in its signed-in page by the server (decision 038).
    routePreloads({
      alsoFor: ['src/app/layout/app-header.tsx', 'src/app/guards/onboarding-check.tsx'],
    }),
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // After the client build: the public pages as HTML (dist/prerendered, src/prerender).
    prerender(),
    // .br and .gz siblings of every text file, served by Accept-Encoding (api static-spa.ts).
    // Last: it runs after the prerender step, so the prerendered pages are compressed too.
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false, ws: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // @ketoflow/contracts is declarations only (zod schemas, constants) and @ketoflow/domain
        // pure rules. Marking them free of side effects lets a chunk take one constant or rule
        // without the rest of the package (a module's top-level tables come only with it).
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/](contracts|domain)[\\/]/.test(id) ? false : undefined,
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunks.groups } },
    },
  },
}));
