import { endpoints, type Endpoint } from '@ketoflow/contracts';
import { z } from 'zod';
import { ContractBreachError } from './api-errors';

/** What `api.call` knows of the endpoint it called: the endpoint, or a reference to it. */
export type CalledEndpoint =
  | Endpoint
  | (Pick<Endpoint, 'method' | 'path' | 'status'> & { readonly ref: readonly [string, string] });

/** The table's endpoint behind a reference; a reference whose wire facts differ is a breach. */
function resolve(called: CalledEndpoint): Endpoint {
  if (!('ref' in called)) return called;
  const [area, name] = called.ref;
  const full = (endpoints as unknown as Record<string, Record<string, Endpoint | undefined>>)[
    area
  ]?.[name];
  if (
    !full ||
    full.method !== called.method ||
    full.path !== called.path ||
    full.status !== called.status
  )
    throw new ContractBreachError(
      `${called.method} ${called.path} is not endpoints.${area}.${name} of the contracts' table.`,
    );
  return full;
}

/**
 * In development and tests every typed answer is checked against the endpoint's contract, so a
 * server and a client that drift apart fail loudly where they are built, not in a user's hands.
 * Loaded on demand (api-client.ts): zod and the whole endpoint table stay out of the pages of a
 * production build that only reference endpoints.
 */
export function checkAnswer(called: CalledEndpoint, status: number, data: unknown): void {
  const endpoint = resolve(called);
  const name = `${endpoint.method} ${endpoint.path}`;
  if (status !== endpoint.status && status !== endpoint.replayStatus)
    throw new ContractBreachError(
      `${name} answered ${status}; its contract says ${endpoint.status}.`,
    );
  if (!endpoint.response) return;
  const result = endpoint.response.safeParse(data);
  if (!result.success)
    throw new ContractBreachError(
      `${name} answered a body that does not match its contract:\n${z.prettifyError(result.error)}`,
    );
}
