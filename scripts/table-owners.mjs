// Who uses which table. Every table is defined in the `*.schema.ts` of the module that owns it
// (decision 046); this reads the API's source (tests and fixtures aside) and lists each use of a
// table by a file outside its owner: through an imported table object or through raw SQL
// naming it. The recorded readers (admin, admin-analytics, export) may read other modules'
// tables but never write them. `node scripts/table-owners.mjs` prints the figures.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'apps/api/src');

/**
 * Recorded readers of other modules' tables (eslint.config.js names the same modules), and db/,
 * whose backup checks the restored copy by counting its accounts.
 */
export const TABLE_READERS = ['admin', 'admin-analytics', 'export', 'db'];

const WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const READ = /\b(from|join)\s+"?([a-z_]+)"?/gi;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const isTestCode = (file) =>
  /\.(test|fixture)\.ts$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** The owner of a file: its module's name, or the top-level folder (lib, plugins, db…). */
function ownerOf(file) {
  const rel = path.relative(src, file).split(path.sep);
  return rel[0] === 'modules' ? rel[1] : rel[0];
}

/** Every table: its SQL name, its object name in TypeScript, and its owner. */
function tables() {
  const found = [];
  for (const file of walk(src).filter((f) => f.endsWith('.schema.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) {
      found.push({ object: m[1], name: m[2], owner: ownerOf(file) });
    }
  }
  return found;
}

/** Each use of a table outside its owner: `{ file, table, owner, user, write }`. */
export function foreignTableUses() {
  const all = tables();
  const byName = new Map(all.map((t) => [t.name, t]));
  const byObject = new Map(all.map((t) => [t.object, t]));
  const uses = [];
  for (const file of walk(src)) {
    if (isTestCode(file) || file.endsWith('.schema.ts') || file.includes(`db${path.sep}schema`))
      continue;
    const user = ownerOf(file);
    const text = readFileSync(file, 'utf8');
    const seen = new Map();
    const note = (table, write) => {
      if (!table || table.owner === user) return;
      const prior = seen.get(table.name);
      seen.set(table.name, {
        table: table.name,
        owner: table.owner,
        write: write || !!prior?.write,
      });
    };
    // Table objects imported from the schema, and what the file does with them.
    for (const m of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*schema[^']*'/g,
    )) {
      for (const name of m[1].split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )) {
        const table = byObject.get(name);
        if (!table) continue;
        const writes = new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b`).test(text);
        note(table, writes);
      }
    }
    // Raw SQL naming a table (comments aside: "built from foods" is prose).
    const code = text
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
    for (const m of code.matchAll(WRITE)) note(byName.get(m[2].toLowerCase()), true);
    for (const m of code.matchAll(READ)) note(byName.get(m[2].toLowerCase()), false);
    for (const use of seen.values()) uses.push({ file: path.relative(root, file), user, ...use });
  }
  return uses;
}

/** The uses that break the rule: any use outside the owner, except the readers' reads. */
export function violations(uses = foreignTableUses()) {
  return uses.filter((u) => !TABLE_READERS.includes(u.user) || u.write);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const uses = foreignTableUses();
  const bad = violations(uses);
  const reads = uses.filter((u) => !bad.includes(u));
  console.log(`tables: ${tables().length}`);
  console.log(`recorded read-only uses (${TABLE_READERS.join(', ')}): ${reads.length}`);
  for (const u of reads) console.log(`  ${u.user} reads ${u.table} (${u.owner})  ${u.file}`);
  console.log(
    `uses outside the owner: ${bad.length}  goal 0  ${bad.length === 0 ? 'PASS' : 'BELOW'}`,
  );
  for (const u of bad)
    console.log(`  ${u.user} ${u.write ? 'writes' : 'reads'} ${u.table} (${u.owner})  ${u.file}`);
}
