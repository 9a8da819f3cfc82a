import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loops, portGraph } from './test/port-graph.js';

// The wiring is reviewed like the API: which module is given which port is a committed
// document (port-graph.json, beside openapi.json). A change to app.ts that gives a module a new
// port shows up as a diff of it (update it with `vitest -u` on purpose, and review the diff).

describe('the port graph of app.ts', () => {
  it('is the committed one, and has no loop', async () => {
    const source = await readFile(new URL('./app.ts', import.meta.url), 'utf8');
    const graph = portGraph(source);
    expect(loops(graph)).toEqual([]);
    await expect(`${JSON.stringify(graph, null, 2)}\n`).toMatchFileSnapshot('../port-graph.json');
  });

  it('names what feeds each port, through spreads and functions', () => {
    const graph = portGraph(`
      async function buildApp() {
        const wallet = createWalletModule({ db });
        const ai = createAiModule({ wallet: wallet.service, logger: log });
        const paid = { engine: ai.engine, paidActions: ai.paidActions };
        const meals = await createMealsModule({
          ...paid,
          targetsFor: async (userId) => (await onboarding.get(userId)).plan,
          limit: LIMIT,
        });
        const routes = [createHealthModule({ version: APP_VERSION })];
      }`);
    expect(graph).toEqual({
      ai: { logger: ['logger'], wallet: ['wallet'] },
      health: { version: [] },
      meals: { engine: ['ai'], limit: [], paidActions: ['ai'], targetsFor: ['onboarding'] },
      wallet: { db: ['database'] },
    });
  });

  it('finds a loop: two modules given each other’s ports', () => {
    const graph = portGraph(`
      const plans = createPlansModule({ coach: (id) => coach.service.ask(id) });
      const coach = createCoachModule({ plans: plans.service });`);
    expect(loops(graph)).toEqual([['coach', 'plans', 'coach']]);
  });
});
