import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommerceConfig, StartData } from '@ketoflow/contracts';
import { BUILT_SCRIPT } from './start-data.js';

/** Where the web build keeps its server entry for rendering signed-in screens, inside dist. */
export const SCREEN_RENDER_DIR = 'screen-render';

/** #root's mark while it holds a screen drawn before the app ran (the web app's name for it). */
const DRAWN_ATTRIBUTE = 'data-drawn';

type InZone = <T>(timeZone: string, render: () => T) => T;

/** What dist/screen-render/entry-server.mjs exports for the API (apps/web/src/prerender). */
export type ServerEntry = {
  renderScreen(url: string, data: StartData, inZone: InZone): Promise<string | null>;
  /** A public page with what only the running server knows (absent from older builds). */
  renderPage?(path: string, served: { commerce?: CommerceConfig }): Promise<{ html: string }>;
};

/**
 * Runs `render` with the process's time zone set to the person's, and puts it back: a render
 * is synchronous, so no other request's code runs meanwhile. Node applies a change of
 * `process.env.TZ` to `Date` and `Intl` at once.
 */
export const inZone: InZone = (timeZone, render) => {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return render();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
};

/** Renders a signed-in screen's markup from its start data, or null to let the app draw it. */
export type ScreenRenderer = (url: string, data: StartData) => Promise<string | null>;

/**
 * The web build's screen renderer (decision 041), loaded on first use; null when the build has
 * none (tests without a web build, an older build).
 */
export function loadScreenRenderer(distDir: string): ScreenRenderer | null {
  const entry = loadServerEntry(distDir);
  return entry && (async (url, data) => (await entry()).renderScreen(url, data, inZone));
}

/** The web build's server entry, imported on first use; null when the build has none. */
export function loadServerEntry(distDir: string): (() => Promise<ServerEntry>) | null {
  const file = path.join(distDir, SCREEN_RENDER_DIR, 'entry-server.mjs');
  if (!existsSync(file)) return null;
  let entry: Promise<ServerEntry> | null = null;
  return () => (entry ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
}

/**
 * The shell with the screen's markup in #root, marked as the server's until the app takes over.
 * The first paint waits until #root is parsed whole (`rel=expect`, render-blocking): without it
 * the browser paints the header, then the screen in pieces as the parser yields, and lays out
 * the whole page again for each piece.
 */
export function withScreenMarkup(html: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) return html;
  return html
    .replace('</head>', () => `${WHOLE_SCREEN_FIRST}</head>`)
    .replace(root, () => `<div id="root" ${DRAWN_ATTRIBUTE}="server">${markup}</div>`);
}

const WHOLE_SCREEN_FIRST = '<link rel="expect" href="#root" blocking="render">';

/**
 * The screen shell with the screen's own chunks added to its module loader's list
 * (`data-preload`), which the loader fetches with the app's entry after the first paint.
 */
export function withLoaderPreloads(html: string, scripts: readonly string[]): string {
  const files = scripts.filter((href) => BUILT_SCRIPT.test(href));
  if (files.length === 0) return html;
  return html.replace(/ data-preload="([^"]*)"/, (_attr, list: string) => {
    const all = [...list.split(' ').filter(Boolean), ...files];
    return ` data-preload="${[...new Set(all)].join(' ')}"`;
  });
}
