import { endpoints, type WeightLog } from '@ketoflow/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle, reply, apiError } from '../testing/http';
import { server } from '../testing/server';
import { api, ApiError, ContractBreachError } from './api-client';

const aWeightLog = (overrides: Partial<WeightLog> = {}): WeightLog => ({
  id: 'w1',
  weight: 80,
  units: 'metric',
  weightKg: 80,
  date: '2025-01-06',
  bmi: 27.7,
  note: null,
  createdAt: '2025-01-06T07:00:00.000Z',
  updatedAt: '2025-01-06T07:00:00.000Z',
  ...overrides,
});

describe('api.call: one endpoint of the contracts’ table', () => {
  it('fills the path’s parameters (encoded), sends the query and resolves with the answer', async () => {
    let seen = '';
    server.use(
      handle(endpoints.weights.get, ({ request, params }) => {
        seen = `${new URL(request.url).pathname} id=${String(params.id)}`;
        return aWeightLog({ id: 'a b' });
      }),
    );
    const log = await api.call(endpoints.weights.get, { params: { id: 'a b' } });
    expect(seen).toBe('/api/v1/body/weights/a%20b id=a b');
    expect(log.id).toBe('a b');

    let query = '';
    server.use(
      handle(endpoints.weights.list, ({ query: q }) => {
        query = q.toString();
        return { items: [] };
      }),
    );
    await api.call(endpoints.weights.list, { query: { limit: 5 } });
    expect(query).toBe('limit=5');
  });

  it('sends the body as JSON and resolves undefined for 204', async () => {
    server.use(
      handle(endpoints.weights.create, ({ body }) =>
        aWeightLog({ weight: body.weight, date: body.date }),
      ),
      handle(endpoints.weights.remove, () => undefined),
    );
    const created = await api.call(endpoints.weights.create, {
      body: { weight: 79.5, units: 'metric', date: '2025-01-07' },
    });
    expect(created.weight).toBe(79.5);
    await expect(
      api.call(endpoints.weights.remove, { params: { id: created.id } }),
    ).resolves.toBeUndefined();
  });

  it('turns the API’s error envelope into an ApiError with its stable code', async () => {
    server.use(reply(endpoints.weights.get, apiError(404, 'NOT_FOUND', 'Weight log not found')));
    const failure = await api
      .call(endpoints.weights.get, { params: { id: 'missing' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses an answer outside the contract (development and tests), naming the endpoint', async () => {
    server.use(
      http.get(endpoints.weights.summary.path, () => HttpResponse.json({ units: 'metric' })),
    );
    const failure = await api.call(endpoints.weights.summary).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContractBreachError);
    expect(String(failure)).toMatch(/^ContractBreachError: GET \/api\/v1\/body\/weights\/summary/);
  });

  it('refuses a success status the contract does not declare', async () => {
    server.use(
      http.post(endpoints.weights.create.path, () =>
        HttpResponse.json(aWeightLog(), { status: 200 }),
      ),
    );
    const failure = await api
      .call(endpoints.weights.create, {
        body: { weight: 80, units: 'metric', date: '2025-01-06' },
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContractBreachError);
    expect(String(failure)).toContain('answered 200; its contract says 201');
  });
});

describe('api.url and api.read', () => {
  it('builds the URL of an endpoint that is opened rather than fetched', () => {
    expect(api.url(endpoints.realtime.stream, {})).toBe(endpoints.realtime.stream.path);
  });

  it('reads a download endpoint’s JSON, with errors as ApiErrors', async () => {
    server.use(
      http.get(endpoints.account.exportAll.path, () => HttpResponse.json({ meals: [1, 2] })),
    );
    await expect(api.read(endpoints.account.exportAll, {})).resolves.toEqual({ meals: [1, 2] });

    server.use(
      http.get(endpoints.account.exportAll.path, () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.', requestId: 'r' } },
          { status: 401 },
        ),
      ),
    );
    await expect(api.read(endpoints.account.exportAll, {})).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
