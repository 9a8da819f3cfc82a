import {
  endpointPath,
  type Endpoint,
  type endpoints,
  type ErrorBody,
  type ErrorCode,
} from '@ketoflow/contracts';
import type { z } from 'zod';
import { env } from '../config/env';
import { ApiError } from './api-errors';
import type { ReplayedWrite } from './outbox/outbox-types';
import { idempotencyHeaders } from './idempotency';

export { ApiError, ContractBreachError, isApiError, type ApiErrorCode } from './api-errors';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /**
   * Sent as is with its own type instead of `body` (photos: the API takes raw image bytes, not
   * multipart, so the browser streams the file without base64 or a form parser on the server).
   */
  file?: Blob;
  /** Appended as a query string; null/undefined values are skipped. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The status and parsed body of a successful answer (`undefined` body for 204). */
async function send(
  path: string,
  options: ApiRequestOptions,
): Promise<{ status: number; data: unknown }> {
  const { method = 'GET', body, file, query, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(file
          ? { 'Content-Type': file.type || 'application/octet-stream' }
          : body === undefined
            ? {}
            : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }

  if (response.ok) {
    return {
      status: response.status,
      data: response.status === 204 ? undefined : await readJson(response),
    };
  }

  const payload = await readJson(response);
  if (isErrorBody(payload)) {
    throw new ApiError({
      status: response.status,
      code: payload.error.code as ErrorCode,
      message: payload.error.message,
      details: payload.error.details,
      requestId: payload.error.requestId,
    });
  }
  // No error envelope: a proxy or gateway answered instead of the API (e.g. the API is down,
  // or a proxy's own body-size limit refused an upload before it reached us).
  if (response.status === 413) {
    throw new ApiError({
      status: 413,
      code: 'VALIDATION_FAILED',
      message: 'This photo is too large. Choose a smaller one.',
    });
  }
  const unreachable = [502, 503, 504].includes(response.status);
  throw new ApiError({
    status: response.status,
    code: unreachable ? 'NETWORK' : response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL',
    message: unreachable
      ? 'The server is not reachable right now. Please try again.'
      : `Request failed (${response.status}).`,
  });
}

type SchemaOf<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;
/** Path and query fields as the caller means them: a field zod coerces from text takes its parsed type. */
type UrlFields<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};
type AllOptional<T> = Partial<T> extends T ? true : false;

type ParamsInput<E> = [SchemaOf<E, 'params'>] extends [never]
  ? { params?: never }
  : { params: UrlFields<SchemaOf<E, 'params'>> };
type QueryInput<E> = [SchemaOf<E, 'query'>] extends [never]
  ? { query?: never }
  : AllOptional<UrlFields<SchemaOf<E, 'query'>>> extends true
    ? { query?: UrlFields<SchemaOf<E, 'query'>> }
    : { query: UrlFields<SchemaOf<E, 'query'>> };
type HeadersInput<E> = [SchemaOf<E, 'headers'>] extends [never]
  ? { headers?: Record<string, string> }
  : { headers: z.input<SchemaOf<E, 'headers'>> };
// A JSON body is required even when all its fields are optional: the server validates `{}`,
// not a missing body.
type BodyInput<E> = E extends { readonly upload: 'image' }
  ? { file: Blob; body?: never }
  : [SchemaOf<E, 'body'>] extends [never]
    ? { body?: never; file?: never }
    : undefined extends z.input<SchemaOf<E, 'body'>>
      ? { body?: z.input<SchemaOf<E, 'body'>>; file?: never }
      : { body: z.input<SchemaOf<E, 'body'>>; file?: never };

/** What a typed call takes: `params`, `query`, `headers` and `body` exactly as the endpoint has them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> &
  QueryInput<E> &
  HeadersInput<E> &
  BodyInput<E> & { signal?: AbortSignal };
/** What a typed call resolves with: the endpoint's response, `undefined` for 204. */
export type CallResult<E extends Endpoint> = E['status'] extends 204
  ? undefined
  : z.output<SchemaOf<E, 'response'>>;
/** Endpoints answering JSON (or nothing); the others are opened by URL (see `api.url`). */
export type JsonEndpoint = Endpoint & { readonly kind?: 'json' };
type CallArgs<E extends Endpoint> =
  AllOptional<CallInput<E>> extends true ? [input?: CallInput<E>] : [input: CallInput<E>];

type Endpoints = typeof endpoints;
/** The table's endpoint `endpoints[A][N]` (as a JSON endpoint, the only kind `call` takes). */
type TableEndpoint<A extends keyof Endpoints, N extends keyof Endpoints[A]> = Extract<
  Endpoints[A][N],
  JsonEndpoint
>;

/**
 * A JSON endpoint of the contracts' table named by area and name, carrying only the wire facts a
 * call needs at run time. The facts are checked against the table when type-checking (a wrong
 * path, method or status does not compile) and, in development and tests, again at run time;
 * calls through a reference take and return exactly the endpoint's types. Why: the table holds
 * every zod schema of the API, so importing it as a value puts zod and all schemas in the
 * chunk. The public pages' few calls (session, commerce config) use references instead.
 */
export interface EndpointRef<E extends JsonEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly status: E['status'];
  /** Where the endpoint is in the table: `['auth', 'session']`. */
  readonly ref: readonly [string, string];
  /** Type only, never set: the endpoint this reference stands for. */
  readonly endpoint?: E;
}

export function endpointRef<A extends keyof Endpoints, N extends keyof Endpoints[A] & string>(
  area: A,
  name: N,
  facts: Pick<TableEndpoint<A, N>, 'method' | 'path' | 'status'>,
): EndpointRef<TableEndpoint<A, N>> {
  return { method: facts.method, path: facts.path, status: facts.status, ref: [area, name] };
}

/**
 * In development and tests every typed answer is checked against the endpoint's contract
 * (check-answer.ts). The checker brings zod and the whole table, so it loads only then.
 */
async function checkAnswer(
  endpoint: JsonEndpoint | EndpointRef<JsonEndpoint>,
  status: number,
  data: unknown,
): Promise<void> {
  const checker = await import('./check-answer');
  checker.checkAnswer(endpoint, status, data);
}

async function call<E extends JsonEndpoint>(
  endpoint: E | EndpointRef<E>,
  ...[input]: CallArgs<E>
): Promise<CallResult<E>> {
  const { params, query, headers, body, file, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    headers?: Record<string, string>;
    body?: unknown;
    file?: Blob;
    signal?: AbortSignal;
  };
  const { status, data } = await send(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    headers,
    body,
    file,
    signal,
  });
  if (env.checkResponses) await checkAnswer(endpoint, status, data);
  // Unchecked in production: the server validated this body against the same schema.
  return data as CallResult<E>;
}

/** The URL of an endpoint that is opened rather than fetched: an image, a download, a stream. */
function url<E extends Endpoint>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
): string {
  const { params, query } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
  };
  return withQuery(endpointPath(endpoint.path, params), query);
}

/**
 * Fetches an endpoint that answers a file to save rather than a typed document (the account
 * export): the body as sent, parsed when it is JSON. Errors are {@link ApiError}s, as with `call`.
 */
async function read<E extends Endpoint & { readonly kind: 'download' }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query' | 'signal'>,
): Promise<unknown> {
  const { signal } = input as { signal?: AbortSignal };
  return (await send(url(endpoint, input), { method: endpoint.method, signal })).data;
}

/**
 * Sends a change kept on the device (lib/outbox) with its Idempotency-Key (applied once however
 * often it is sent) and an edit's starting version as If-Match. Errors are {@link ApiError}s.
 */
async function replay(write: ReplayedWrite): Promise<unknown> {
  const { method, body, key, ifMatch } = write;
  const headers = { ...idempotencyHeaders(key), ...(ifMatch && { 'If-Match': `"${ifMatch}"` }) };
  return (await send(endpointPath(write.path, write.params), { method, body, headers })).data;
}

export const api = {
  /**
   * Calls an endpoint of the contracts' table: `api.call(endpoints.meals.get, { params: { id } })`
   * resolves with that endpoint's response type. Also takes an {@link endpointRef}.
   */
  call,
  url,
  read,
  replay,
};
