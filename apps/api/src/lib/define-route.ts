import { ErrorBodySchema, ReplayableWriteHeadersSchema, type Endpoint } from '@ketoflow/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A plugin's Fastify instance with the zod type provider (what `FastifyPluginAsyncZod` gets). */
export type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Has<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;
type Part<E, K extends string, As extends string> = [Has<E, K>] extends [never]
  ? unknown
  : { [P in As]: Has<E, K> };

type SuccessSchemas<E extends Endpoint> = E['status'] extends 204
  ? { 204: z.ZodNull }
  : [Has<E, 'response'>] extends [never]
    ? unknown
    : Record<
        E['status'] | (E extends { replayStatus: infer R extends number } ? R : never),
        Has<E, 'response'>
      >;
type ErrorSchemas<E extends Endpoint> = Record<
  E['errors'][number],
  [Has<E, 'errorBody'>] extends [never] ? typeof ErrorBodySchema : Has<E, 'errorBody'>
>;

/** The Fastify route schema of an endpoint, so the zod type provider types request and reply. */
export type EndpointSchema<E extends Endpoint> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  Part<E, 'headers', 'headers'> &
  Part<E, 'body', 'body'> & { response: SuccessSchemas<E> & ErrorSchemas<E> };

/** What only the OpenAPI document needs (tags, summary, …); the wire facts come from the endpoint. */
export type RouteDocs = Omit<
  FastifySchema,
  'params' | 'querystring' | 'headers' | 'body' | 'response'
>;

type RouteOptions<S extends FastifySchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & { schema?: RouteDocs };

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

const NO_CONTENT = z.null();

/** The endpoint's schemas in Fastify's shape (the same objects the routes used to declare). */
export function endpointSchema(endpoint: Endpoint): FastifySchema {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.status === 204) response[204] = NO_CONTENT;
  else if (endpoint.response) {
    response[endpoint.status] = endpoint.response;
    if (endpoint.replayStatus) response[endpoint.replayStatus] = endpoint.response;
  }
  for (const status of endpoint.errors) response[status] = endpoint.errorBody ?? ErrorBodySchema;
  // A repeatable write may also answer "still running" (409) and "key reused" (422).
  if (endpoint.replayable) response[409] = response[422] = ErrorBodySchema;
  const headers = endpoint.headers ?? (endpoint.replayable && ReplayableWriteHeadersSchema);
  return {
    ...(endpoint.params && { params: endpoint.params }),
    ...(headers && { headers }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * The endpoint's path below the plugin's prefix (app.ts mounts each routes plugin under one);
 * a path outside it is a wiring mistake, refused at start.
 */
function urlBelowPrefix(app: FastifyInstance, endpoint: Endpoint): string {
  const rest = endpoint.path.slice(app.prefix.length);
  if (!endpoint.path.startsWith(app.prefix) || (rest !== '' && !rest.startsWith('/')))
    throw new Error(
      `${endpoint.method} ${endpoint.path} is not below its plugin's prefix ${app.prefix}`,
    );
  return rest;
}

/**
 * Registers the route of one endpoint of the contracts' table: method, path, request and
 * response schemas come from the endpoint, so the handler is typed by them and the path the
 * web client calls is the path served. `options` holds the rest (docs, body limit, hooks).
 */
export function defineRoute<const E extends Endpoint>(
  app: ZodFastify,
  endpoint: E,
  options: RouteOptions<EndpointSchema<E>>,
  handler: Handler<EndpointSchema<E>>,
): void {
  app.route({
    ...options,
    ...(endpoint.replayable && { config: { ...options.config, replayable: true } }),
    method: endpoint.method,
    url: urlBelowPrefix(app, endpoint),
    schema: { ...options.schema, ...endpointSchema(endpoint) },
    // The schema above is built at run time from the endpoint; its static type is EndpointSchema<E>,
    // which is what typed `handler` (and the hooks in `options`).
    handler: handler as Handler<FastifySchema>,
  } as Parameters<ZodFastify['route']>[0]);
}
