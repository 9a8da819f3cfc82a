import { endpointList, endpoints } from '@ketoflow/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { defineRoute } from './define-route.js';

/**
 * Every route the router holds, as `METHOD /path`, read from Fastify's own route listing
 * (`printRoutes`, one node a line, children indented four columns below their parent).
 */
function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD comes with every GET (exposeHeadRoutes); it is not a route of its own.
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the endpoint table', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists every /api/v1 route the app serves, once, and nothing else', () => {
    const served = servedRoutes(ctx.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]?.startsWith('/api/v1'))
      .sort();
    const table = endpointList
      .map(key)
      .filter((route) => route.split(' ')[1]?.startsWith('/api/v1'))
      .sort();
    expect(new Set(table).size).toBe(table.length);
    expect(served).toEqual(table);
  });

  it('has a served route for every endpoint, outside /api/v1 too', () => {
    const missing = endpointList.filter(
      (endpoint) => !ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    );
    expect(missing.map(key)).toEqual([]);
    expect(endpointList.map(key)).toContain('GET /api/health');
  });
});

describe('defineRoute', () => {
  it('refuses an endpoint outside the prefix its plugin is mounted under', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const plugin: FastifyPluginAsyncZod = async (scope) => {
      defineRoute(scope, endpoints.meals.get, {}, async () => {
        throw new Error('never called');
      });
    };
    await expect(app.register(plugin, { prefix: '/api/v1/fasts' })).rejects.toThrow(
      "GET /api/v1/meals/:id is not below its plugin's prefix /api/v1/fasts",
    );
    await app.close();
  });

  it('registers below the prefix and validates and serialises with the endpoint’s schemas', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const plugin: FastifyPluginAsyncZod = async (scope) => {
      defineRoute(scope, endpoints.metashift.get, {}, async (request) => {
        const state = {
          isActive: false,
          startedAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          day: null,
          phaseId: null,
          nextPhaseId: null,
          dayInPhase: null,
          daysToNextPhase: null,
          phaseProgress: null,
          overallProgress: null,
          tip: null,
          timeZone: request.query.tz,
          secret: 'not in the contract',
        };
        return state;
      });
    };
    await app.register(errorHandlerPlugin);
    await app.register(plugin, { prefix: '/api/v1/metashift' });
    const bad = await app.inject({ url: '/api/v1/metashift?tz=Not/AZone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const res = await app.inject({ url: '/api/v1/metashift' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, timeZone: 'UTC' });
    expect(res.json()).not.toHaveProperty('secret');
    await app.close();
  });
});
