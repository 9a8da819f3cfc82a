import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parseTar } from 'nanotar';

/** The parts of PGlite's Emscripten module an extension's files are written with. */
type EmscriptenFs = {
  analyzePath(path: string): { exists: boolean };
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
  createPreloadedFile(
    parent: string,
    name: string,
    data: Uint8Array,
    canRead: boolean,
    canWrite: boolean,
    onload: () => void,
    onerror: () => void,
    dontCreateFile: boolean,
  ): void;
};
type PostgresModule = { FS: EmscriptenFs; WASM_PREFIX: string };
type EmscriptenOptions = { preRun?: Array<(module: PostgresModule) => void> };

/**
 * The same extension, with its bundle unpacked before PGlite starts instead of while it starts.
 *
 * PGlite reads an extension's `.tar.gz` with a gunzip stream that runs during its own start-up.
 * That overlap alone made every later HTTP request of the process about 40 % dearer in CPU
 * (bench/README.md; decision 034): V8's shared type feedback for Node's stream and
 * tick code ends up polymorphic. Unpacking synchronously removes the overlap; the files land
 * where PGlite's own loader puts them, and the `.so` is compiled ahead as PGlite does.
 */
export function unpackedBeforeStart(extension: Extension): Extension {
  return {
    name: extension.name,
    async setup(pg, options: EmscriptenOptions, clientOnly) {
      const { bundlePath, ...rest } = await extension.setup(pg, options, clientOnly);
      if (!bundlePath) return rest;
      const files = parseTar(gunzipSync(readFileSync(fileURLToPath(bundlePath)))).filter(
        (file) => file.type === 'file' && file.data && !basename(file.name).startsWith('.'),
      );
      // PGlite types the options as `any`; an extension may return its own, else it extends ours.
      const base = (rest.emscriptenOpts ?? options) as EmscriptenOptions;
      const install = (module: PostgresModule) => {
        for (const file of files) writeExtensionFile(module, file.name, file.data!);
      };
      return { ...rest, emscriptenOpts: { ...base, preRun: [...(base.preRun ?? []), install] } };
    },
  };
}

function writeExtensionFile(module: PostgresModule, name: string, data: Uint8Array): void {
  const path = `${module.WASM_PREFIX}/${name}`;
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (!module.FS.analyzePath(folder).exists) module.FS.mkdirTree(folder);
  if (!name.endsWith('.so')) {
    module.FS.writeFile(path, data);
    return;
  }
  // A preloaded library is compiled before PostgreSQL runs (Emscripten waits for it), so
  // CREATE EXTENSION can load it synchronously; if that fails, a plain file still loads.
  module.FS.createPreloadedFile(
    folder,
    basename(name),
    data,
    true,
    true,
    () => undefined,
    () => module.FS.writeFile(path, data),
    false,
  );
}

function basename(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The extensions every embedded database is opened with (backups need the same). */
export const pgliteExtensions = { pg_trgm: unpackedBeforeStart(pg_trgm) };
