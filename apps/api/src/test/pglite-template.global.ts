import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { readCatalogueFile, seedCatalogue } from '../modules/foods/index.js';
import { TEST_ENV } from './test-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database every test file starts from (absent on PostgreSQL). */
    pgliteTemplate: string | null;
  }
}

/** The migrations' and the catalogue's contents name the template: a change makes a new one. */
function templateHash(catalogueHash: string): string {
  const hash = createHash('sha256').update(catalogueHash);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting an embedded database runs initdb, every migration, and the app's first start seeds
 * the food catalogue: most of a test file's set-up time. This builds that database once (per
 * migration set and catalogue, kept in the temporary folder), and each test file starts from a
 * copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const config = loadConfig(TEST_ENV);
  const catalogue = await readCatalogueFile(config.foods.dataFile);
  const file = path.join(
    tmpdir(),
    `ketoflow-test-pglite-${templateHash(catalogue.contentHash)}.tar`,
  );
  if (!existsSync(file)) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await seedCatalogue(database.db, catalogue);
    const tarball = await database.dump!();
    await database.close();
    // Written aside and renamed: a second test run starting at the same time never reads half.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
