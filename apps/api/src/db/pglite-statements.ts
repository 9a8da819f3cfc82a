import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database (decision 035).
 *
 * `PGlite.query` sends every query as an unnamed statement in six calls into the WebAssembly
 * backend (Parse, Describe, Bind, Describe, Execute, Sync), so PostgreSQL parses, analyses and
 * plans the same SQL text on every call. For the one-statement coin debit that was 300 of its
 * 400 µs in the backend on this machine; as a named statement, bound and executed in one
 * call, it takes 85 µs. Node-postgres on a PostgreSQL server does the same with `name`.
 *
 * The first call of a text prepares it once (Parse + Describe under a generated name); every
 * later call sends Bind + Execute + Sync as one message and parses the answer with PGlite's
 * own result parser, so rows, fields, parsers and `rowMode` behave as with `query`.
 */

const { serialize } = protocol;

type Prepared = {
  name: string;
  /** Parameter type OIDs from the statement's ParameterDescription (serializers by type). */
  paramTypes: number[];
  /** The statement's RowDescription (or nothing for a statement that returns no rows). */
  described: BackendMessages;
};

// Only plain data statements are kept: transaction control, DDL, LISTEN and the like go the
// usual way, because they change the session itself.
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
// Statements that change neither the schema nor the prepared statements.
const SESSION_ONLY =
  /^\s*(?:begin|start|commit|end|rollback|savepoint|release|set|reset|show|listen|unlisten|notify|explain|values|copy|vacuum|analyze)\b/i;
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/**
 * Errors raised before the statement ran, after which it is prepared again once: the table
 * it reads changed shape ("cached plan must not change result type"), or the session lost
 * its prepared statements (DEALLOCATE ALL, DISCARD ALL).
 */
function isStale(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '26000' || (code === '0A000' && message === 'cached plan must not change result type')
  );
}

// Statement names are unique per process, so two caches on one instance cannot collide.
let next = 0;

/** What PGlite's `query` adds to a database error: the query, its parameters and options. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions?: QueryOptions) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions });
  return error;
}

export type StatementCacheOptions = {
  /** How many distinct SQL texts stay prepared (least recently used ones are closed). */
  max?: number;
};

/**
 * A `query` for the PGlite instance itself (not for a transaction's handle: a transaction
 * holds the instance's locks, and its queries keep going through `tx.query`).
 */
export function cachedStatements(client: PGlite, { max = 256 }: StatementCacheOptions = {}) {
  const cache = new Map<string, Prepared>();
  const toClose: string[] = [];
  function forgetAll() {
    for (const { name } of cache.values()) toClose.push(name);
    cache.clear();
  }

  async function prepare(text: string): Promise<Prepared> {
    const name = `kf_${(next++).toString(36)}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await client.execProtocolStream(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      described: messages.filter((m) => m.name === 'rowDescription'),
    };
    cache.set(text, prepared);
    if (cache.size > max) {
      const [oldest] = cache.keys();
      if (oldest !== undefined) {
        toClose.push(cache.get(oldest)!.name);
        cache.delete(oldest);
      }
    }
    return prepared;
  }

  async function run<T>(
    prepared: Prepared,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      // As PGlite's `query` does: a type without a serializer is sent as the value's text.
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    // The stream variant: the parsed messages only, without a copy of the raw answer.
    const messages = await client.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { onNotice: options?.onNotice },
    );
    return parse.parseResults(
      [...prepared.described, ...messages],
      client.parsers,
      options,
    )[0] as Results<T>;
  }

  /** Runs a text as its named statement, preparing it first (or again, when it went stale). */
  async function runCached<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const known = cache.get(text);
    if (known) {
      // Most recently used last, so eviction takes the oldest.
      cache.delete(text);
      cache.set(text, known);
      try {
        return await run<T>(known, params, options);
      } catch (error) {
        if (!isStale(error)) throw error;
        cache.delete(text);
        toClose.push(known.name);
      }
    }
    return run<T>(await prepare(text), params, options);
  }

  return async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const cacheable = CACHEABLE.test(text);
    // A blob (COPY … FROM/TO '/dev/blob') needs PGlite's own handling around the query, and
    // explicit parameter types would have to be part of the cache key: both go the usual way.
    if (options?.blob || options?.paramTypes || !cacheable) {
      const result = await client.query<T>(text, params, options);
      // DDL (or DEALLOCATE) through this handle: the kept parameter types and row shapes may
      // be out of date, so every text is prepared afresh. DDL inside a transaction and
      // PGlite's `exec` bypass this; the app runs DDL only in migrations, at start-up.
      if (!cacheable && !SESSION_ONLY.test(text)) forgetAll();
      return result;
    }
    // The same checks and locks `query` takes: after any open transaction, one at a time.
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => runCached<T>(text, params, options)),
      );
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  };
}
