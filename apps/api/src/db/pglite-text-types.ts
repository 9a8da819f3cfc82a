import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver wants back as PostgreSQL's text, unparsed: timestamps,
 * dates and intervals, and the arrays of those and of numeric (its own mapping turns them
 * into Dates and strings). The driver asks for this with a `parsers` option on every query.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keep = (value: string): string => value;

/** Parsers for PGlite.create: the same as the driver's per-query ones, set once. */
export const drizzleTextParsers: Record<number, (value: string) => string> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((oid) => [oid, keep]),
);

const textTypeKeys = new Set(DRIZZLE_TEXT_TYPES.map(String));

/**
 * True when a query's parsers only keep Drizzle's text types as text, as the instance does
 * (a parser that changes the text is kept, and so are parsers for any other type).
 */
function onlyTextParsers(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  for (const key of Object.keys(parsers)) {
    if (!textTypeKeys.has(key) || parsers[Number(key)]?.('x') !== 'x') return false;
  }
  return true;
}

type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * The PGlite client as Drizzle should see it: a query whose `parsers` only repeat the text
 * types above goes without them, because the instance was created with those parsers
 * (`drizzleTextParsers`). PGlite merges per-query parsers into a copy of its whole parser
 * table (318 entries) on every query: 105 µs of a 230 µs single-row update on this machine
 * (decision 033). Anything else, transactions included, is the client itself.
 */
export function withInstanceTextParsers<T extends Queryable>(
  client: T,
  /** The instance's query through named statements (pglite-statements.ts); not for a transaction. */
  statements?: Queryable['query'],
): T {
  const run = statements ?? client.query.bind(client);
  const query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
    run<R>(
      text,
      params,
      options && onlyTextParsers(options.parsers) ? { ...options, parsers: undefined } : options,
    );
  const transaction = client.transaction
    ? <R>(fn: (tx: Transaction) => Promise<R>) =>
        client.transaction!((tx) => fn(withInstanceTextParsers(tx)))
    : undefined;
  return new Proxy(client, {
    get(target, property): unknown {
      if (property === 'query') return query;
      if (property === 'transaction' && transaction) return transaction;
      // PGlite keeps its state in private fields: its own methods must run on the instance.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
