import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.js';

const drizzleDir = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** The snapshot drizzle-kit wrote with the newest migration: the database the migrations build. */
function newestSnapshot() {
  const journal = JSON.parse(readFileSync(`${drizzleDir}meta/_journal.json`, 'utf8')) as {
    entries: { idx: number }[];
  };
  const newest = journal.entries.at(-1)!.idx;
  const file = `${drizzleDir}meta/${String(newest).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof generateMigration>[0];
}

describe('the tables the modules define', () => {
  it('are exactly the database the migrations build (moving a table changes no SQL)', async () => {
    const prev = newestSnapshot();
    const cur = generateDrizzleJson(schema, prev.id, undefined, 'snake_case');
    expect(await generateMigration(prev, cur)).toEqual([]);
  });

  it('are noticed when a definition drifts from the migrations', async () => {
    const prev = newestSnapshot();
    const drifted = structuredClone(prev);
    const tables = (drifted as { tables: Record<string, { columns: Record<string, unknown> }> })
      .tables;
    delete tables['public.fasts']!.columns['note'];
    const cur = generateDrizzleJson(schema, prev.id, undefined, 'snake_case');
    const statements = await generateMigration(drifted, cur);
    expect(statements.join('\n')).toMatch(/ALTER TABLE "fasts" ADD COLUMN "note"/);
  });
});
