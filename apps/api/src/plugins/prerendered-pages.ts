import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where the web build's prerender step writes its pages and their manifest, inside dist. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * dist/prerendered/manifest.json, written by the web build's prerender step. The shapes are
 * strict because the values reach the file system and the CSP: a route is an exact path, a file
 * a plain name inside the prerendered folder (no `..`), a hash a CSP hash source and nothing else
 * (so no keyword such as 'unsafe-inline' can slip into the policy).
 */
const manifestSchema = z.object({
  routes: z.record(
    z
      .string()
      .regex(/^\/(?:[\w-]+(?:\/[\w-]+)*)?$/, 'a route is an exact path without a trailing slash'),
    z.string().regex(/^(?:[\w-]+\/)*[\w-]+\.html$/, 'a page is an .html file inside the folder'),
  ),
  scriptHashes: z.array(z.string().regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/)),
  // An older build has none: signed-in screens are then drawn into the plain shell.
  screenShell: z
    .string()
    .regex(/^[\w-]+\.html$/, 'the screen shell is an .html file inside the folder')
    .optional(),
});

export type PrerenderedPages = {
  /** Route path → the page's file, relative to dist (for reply.sendFile). */
  files: ReadonlyMap<string, string>;
  /** The inline scripts the pages carry, as CSP hash sources ('sha256-…'). */
  scriptHashes: readonly string[];
  /**
   * The shell a signed-in screen drawn by the server goes into (decision 041): the public pages'
   * theme script and module loader, so the drawn screen paints before the app's scripts load.
   */
  screenShell: string | null;
};

/**
 * Reads the prerender manifest when the build has one; null means "no prerendered pages" and
 * every navigation gets the SPA shell. A manifest that is malformed or names a missing page
 * stops the server at start: the build is broken and must not be served half right.
 */
export function loadPrerenderedPages(distDir: string): PrerenderedPages | null {
  const manifestPath = path.join(distDir, PRERENDERED_DIR, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${manifestPath} is malformed: ${z.prettifyError(parsed.error)}`);
  }
  const files = new Map<string, string>();
  for (const [route, file] of Object.entries(parsed.data.routes)) {
    const relative = path.posix.join(PRERENDERED_DIR, file);
    if (!existsSync(path.join(distDir, relative))) {
      throw new Error(`${manifestPath} names ${file} for ${route}, but the file is missing`);
    }
    files.set(route, relative);
  }
  const { screenShell } = parsed.data;
  return {
    files,
    scriptHashes: parsed.data.scriptHashes.map((hash) => `'${hash}'`),
    screenShell: screenShell
      ? readFileSync(path.join(distDir, PRERENDERED_DIR, screenShell), 'utf8')
      : null,
  };
}

/**
 * The policy with the hash sources added to its script-src directive. A policy without
 * script-src is returned unchanged: default-src then governs scripts and inline ones stay
 * blocked, which fails safe.
 */
export function withScriptHashes(policy: string, hashSources: readonly string[]): string {
  if (hashSources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src(?:\s|$)/.test(directive)
        ? `${directive.trimEnd()} ${hashSources.join(' ')}`
        : directive,
    )
    .join(';');
}
