import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenPrivateTree } from '../lib/private-files.js';
import { listenWithReconnect, type ListenOptions } from './pg-listener.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { cachedStatements } from './pglite-statements.js';
import { drizzleTextParsers, withInstanceTextParsers } from './pglite-text-types.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * Where a write runs: the database, or a transaction someone else opened. A write a module
 * offers to others for use in a transaction takes one as its first parameter, always named
 * `tx`, so "debit coins + save the scan + add the diary row" commits or rolls back as one,
 * each part written by its owning module. A caller with no transaction passes its database
 * handle; one that has no handle uses the module's variant without `tx` where it offers one
 * (the wallet's `credit(m)` beside `creditIn(tx, m)`).
 */
export type Executor = Db | Tx;

/** The PostgreSQL pool behind a database handle, null on PGlite (for COPY and other bulk work). */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** Rows of a raw SQL query; both drivers answer with a `rows` array. */
export async function queryRows<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}

export type NotificationHandler = (payload: string) => void;

/** One handle for either engine: the rest of the server only sees Drizzle and these helpers. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribe to a LISTEN/NOTIFY channel; returns an unsubscribe function. */
  listen(
    channel: string,
    handler: NotificationHandler,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  /** Apply the committed SQL migrations (idempotent, safe to run from several processes). */
  migrate(): Promise<void>;
  /** The embedded database as a tarball another one can start from (PGlite only). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null /* null = in memory */;
      /** Named statements for repeated queries (default on; bench/debit.mjs compares both). */
      namedStatements?: boolean;
      /**
       * An in-memory database starts as a copy of this one (a `dumpDataDir` tarball) instead of
       * an empty cluster: the tests' migrated template, which skips initdb and the migrations.
       */
      template?: Blob;
    };

/**
 * The database a configuration names: PostgreSQL at DATABASE_URL, else the embedded database in
 * DATA_DIR (what the server and the command-line tools open).
 */
export function configuredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): OpenDatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.namedStatements ?? true, options.template);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const unlistens = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, handler, options) {
      const unlisten = await listenWithReconnect(url, channel, handler, options);
      unlistens.add(unlisten);
      return async () => {
        unlistens.delete(unlisten);
        await unlisten();
      };
    },
    async migrate() {
      // Several processes (or test workers) may start together: serialise them.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727274)');
        await migratePg(drizzlePg(conn, { casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await Promise.all([...unlistens].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/**
 * PGlite is a single-process database: a second process opening the same
 * directory would corrupt it. We keep our own lock file with the owner's pid;
 * a lock (ours or PGlite's postmaster.pid) left behind by a killed process is
 * removed, a lock held by a live process stops the start with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
  writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(
  dataDir: string | null,
  namedStatements: boolean,
  template?: Blob,
): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  let client: PGlite;
  try {
    // pg_trgm backs typo-tolerant food search; PostgreSQL ships it in contrib.
    client = await PGlite.create(dataDir ?? undefined, {
      extensions: pgliteExtensions,
      parsers: drizzleTextParsers,
      ...(template && !dataDir ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  // PGlite's file system sets the modes Postgres asks for (0666 from initdb, 0644 for the
  // relcache files it rewrites after DDL), ignoring the umask: take the extra bits off after
  // opening, after migrations and after the final checkpoint at close.
  const tighten = () => {
    if (dataDir) tightenPrivateTree(dataDir);
  };
  try {
    tighten();
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  const driverClient = withInstanceTextParsers(
    client,
    namedStatements ? cachedStatements(client) : undefined,
  );
  const db = drizzlePglite(driverClient, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        // Closing the database ends its listeners too; unlisten after that is a no-op.
        if (!client.closed) await unsubscribe();
      };
    },
    async migrate() {
      await migratePglite(drizzlePglite(driverClient, { casing: 'snake_case' }), {
        migrationsFolder,
      });
      tighten();
    },
    async dump() {
      return client.dumpDataDir('none');
    },
    async close() {
      try {
        await client.close();
        tighten();
      } finally {
        release();
      }
    },
  };
}
