import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 424 | 429 | 500 | 501 | 502 | 503 | 504;

/**
 * What a success answer carries. Only `json` endpoints can go through the web client's typed
 * call; the others are opened by URL (an `<img>`, a download link, an EventSource) or are not
 * for the browser at all (the payment provider's webhook).
 */
export type EndpointKind =
  /** A JSON document described by `response` (or no body with 204). */
  | 'json'
  /** A file attachment to save (JSON or CSV). */
  | 'download'
  /** Raw bytes, e.g. an image. */
  | 'binary'
  /** A text/event-stream. */
  | 'sse'
  /** Plain text. */
  | 'text';

/**
 * One HTTP endpoint as it is on the wire: the facts both the API (route registration, OpenAPI)
 * and the web client (typed calls) take from here. Descriptions for the OpenAPI document
 * (tags, summary) stay beside the route.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  /** The full path as Fastify writes it: `/api/v1/meals/:id`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  /** A JSON request body. */
  readonly body?: z.ZodType;
  /** The request body is the file itself (raw image bytes), not JSON. */
  readonly upload?: 'image';
  readonly kind?: EndpointKind;
  /** The success status. */
  readonly status: SuccessStatus;
  /** An idempotent request repeated with the same key answers this status with the same body. */
  readonly replayStatus?: 200;
  /**
   * The write may carry an optional Idempotency-Key: a repeat with the same key answers the
   * first attempt's status and body instead of writing again (offline sync, decision 040).
   */
  readonly replayable?: true;
  /** The success body (absent with 204 and with answers no schema describes). */
  readonly response?: z.ZodType;
  /** The error statuses the route declares. */
  readonly errors: readonly ErrorStatus[];
  /** The error body when it is not the usual `ErrorBodySchema` envelope. */
  readonly errorBody?: z.ZodType;
};

/** `'/a/:id/b/:day'` → `'id' | 'day'` (a name ends at `/`, `.` or the end, as in Fastify). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

type KeysOf<S> = S extends z.ZodType ? keyof z.input<S> & string : never;

/** Compile-time checks of one endpoint: `never` (an error at the call) where it contradicts itself. */
type Checked<E extends Endpoint> = E &
  ([PathParamNames<E['path']>] extends [never]
    ? { params?: never }
    : [PathParamNames<E['path']>] extends [KeysOf<E['params']>]
      ? [KeysOf<E['params']>] extends [PathParamNames<E['path']>]
        ? unknown
        : { params: `params must be exactly the path's :names` }
      : { params: `params must be exactly the path's :names` }) &
  (E['status'] extends 204 ? { response?: never; replayStatus?: never } : unknown) &
  (E['upload'] extends 'image' ? { body?: never } : unknown);

/**
 * Declares an endpoint, keeping its literal method, path, statuses and schema types. A path
 * whose `:names` differ from the params schema's keys, or a 204 with a body, does not compile.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: Checked<E>): E {
  return endpoint;
}

/** `/api/v1/meals/:id` with `{ id: 'a b' }` → `/api/v1/meals/a%20b`. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`${path}: :${name} must be a string or a number`);
    return encodeURIComponent(value);
  });
}
