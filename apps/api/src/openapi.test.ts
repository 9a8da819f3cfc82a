import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness.js';

// The open API is a promise to self-hosters and clients: any change to a path, a schema or a
// status code shows up as a diff of the committed document (update it with `vitest -u` on
// purpose, and review the diff like code).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('OpenAPI document', () => {
  it('is the committed one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    await expect(JSON.stringify(res.json(), null, 2) + '\n').toMatchFileSnapshot('../openapi.json');
  });
});
