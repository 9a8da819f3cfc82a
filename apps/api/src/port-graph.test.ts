import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loops, portGraph } from './test/port-graph.js';

// The wiring is reviewed like the API: which module is given which port is a committed
// document (port-graph.json, beside openapi.json). A change to app.ts or an area under
// composition/ that gives a module a new port shows up as a diff of it (update it with
// `vitest -u` on purpose, and review the diff).

/** app.ts and every area it wires, read as one source: module names are unique across them. */
async function compositionSource(): Promise<string> {
  const folder = new URL('./composition/', import.meta.url);
  const areas = (await readdir(folder)).filter((f) => f.endsWith('.ts')).sort();
  const files = [new URL('./app.ts', import.meta.url), ...areas.map((f) => new URL(f, folder))];
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

describe('the port graph of the composition root', () => {
  it('is the committed one, and has no loop', async () => {
    const graph = portGraph(await compositionSource());
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
