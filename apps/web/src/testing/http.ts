import { endpoints, type Endpoint, type ErrorBody, type ErrorCode } from '@ketoflow/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';

// The handlers take the contracts' endpoint table itself (`endpoints.meals.list`): the path
// pattern (`:id`, as in Fastify and MSW), the body schema, the success status and the response
// schema the API registers its routes from.

type ResponseOf<E extends Endpoint> = E['status'] extends 204
  ? undefined
  : E['response'] extends z.ZodType
    ? z.input<E['response']>
    : never;
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;

/** A refusal in the API's error envelope (`{ error: { code, message, requestId } }`). */
export class ErrorReply {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {}
}

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
): ErrorReply {
  return new ErrorReply(status, {
    error: { code, message, requestId: 'test-request', ...(details ? { details } : {}) },
  });
}

/** What a resolver sees: the request with its body already validated by the contract. */
export interface Call<E extends Endpoint> {
  request: Request;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
  query: URLSearchParams;
  body: BodyOf<E>;
}

export type Reply<E extends Endpoint> = ResponseOf<E> | ErrorReply;

/**
 * Answers that broke the contract. A resolver cannot return a wrong shape without a type
 * error; this catches what types cannot see (an invalid date string, a negative integer).
 * The setup file fails the test when this is not empty.
 */
export const contractViolations: string[] = [];

async function readBody(endpoint: Endpoint, request: Request) {
  if (!endpoint.body) return { ok: true as const, body: undefined };
  const text = await request.text();
  const parsed = endpoint.body.safeParse(text ? JSON.parse(text) : undefined);
  if (parsed.success) return { ok: true as const, body: parsed.data };
  return { ok: false as const, issues: parsed.error.issues };
}

function toResponse(endpoint: Endpoint, value: unknown): Response {
  if (value instanceof ErrorReply) return HttpResponse.json(value.body, { status: value.status });
  if (endpoint.status === 204) return new HttpResponse(null, { status: 204 });
  if (!endpoint.response) throw new Error(`${endpoint.path} is not a JSON endpoint`);
  const checked = endpoint.response.safeParse(value);
  if (!checked.success) {
    contractViolations.push(
      `${endpoint.method} ${endpoint.path} answered outside its schema: ${checked.error.message}`,
    );
    return HttpResponse.json(null, { status: 500 });
  }
  return HttpResponse.json(value as Record<string, unknown>, { status: endpoint.status });
}

/** Paths without parameters: as in Fastify, `/foods/search` is never taken for `/foods/:id`. */
const staticPaths = new Set(
  Object.values(endpoints as Record<string, Record<string, Endpoint>>)
    .flatMap((group) => Object.values(group))
    .map((endpoint) => endpoint.path)
    .filter((path) => !path.includes(':')),
);

/**
 * An MSW handler for `endpoint`, typed by its contract: the body the resolver reads and the
 * answer it returns come from the endpoint's zod schemas. A body the contract rejects gets
 * the API's 400 VALIDATION_FAILED, as the server would send.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolve: (call: Call<E>) => Reply<E> | Promise<Reply<E>>,
  options: { once?: boolean } = {},
): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](
    endpoint.path,
    async ({ request, params }) => {
      // Returning nothing lets MSW try the next handler (the static route's).
      if (endpoint.path.includes(':') && staticPaths.has(new URL(request.url).pathname)) return;
      const read = await readBody(endpoint, request);
      if (!read.ok) {
        return toResponse(
          endpoint,
          apiError(400, 'VALIDATION_FAILED', 'Invalid request', read.issues),
        );
      }
      const query = new URL(request.url).searchParams;
      const value = await resolve({ request, params, query, body: read.body as BodyOf<E> });
      return toResponse(endpoint, value);
    },
    options,
  );
}

/** Shorthand for a handler that always gives the same answer. */
export function reply<E extends Endpoint>(endpoint: E, value: Reply<E>): HttpHandler {
  return handle(endpoint, () => value);
}
