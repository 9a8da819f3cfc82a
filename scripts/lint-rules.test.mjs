// The lint rules that hold the design (eslint.config.js): each one is shown firing on a small
// file placed where the rule applies, and staying quiet where it does not. Type-aware rules
// are off here: the rules under test read imports and lines only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
    { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
  ],
});

/** The rules that fire on `code` as the file at `file` (relative to the repository). */
async function firing(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.map((message) => message.ruleId);
}

describe('the API’s composition root stays above its modules', () => {
  it('a module may not read the configuration', async () => {
    const code = "import { loadConfig } from '../../config.js';\nexport const load = loadConfig;\n";
    expect(await firing('apps/api/src/modules/foods/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a module may not import a wiring file', async () => {
    const code = "export * from '../../composition/web.js';\n";
    expect(await firing('apps/api/src/modules/meals/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a test may boot the whole app', async () => {
    const code = "export { buildApp } from '../../app.js';\n";
    expect(await firing('apps/api/src/modules/meals/fixture.test.ts', code)).toEqual([]);
  });

  it('app.ts and cli/ reach a module through its index.ts only', async () => {
    const internal = "export * from '../modules/foods/catalogue.js';\n";
    expect(await firing('apps/api/src/cli/fixture.ts', internal)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await firing('apps/api/src/app.ts', "export * from './modules/foods/catalogue.js';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await firing('apps/api/src/cli/fixture.ts', "export * from '../modules/foods/index.js';\n"),
    ).toEqual([]);
  });
});

describe('modules are built once, by app.ts', () => {
  it('a module may not build another module', async () => {
    const code =
      "import { createFoodsModule } from '../foods/index.js';\nexport const build = createFoodsModule;\n";
    expect(await firing('apps/api/src/modules/meals/fixture.ts', code)).toContain(
      'no-restricted-imports',
    );
  });

  it('a module may name another module’s port types', async () => {
    const code = "export type { PaidActionRunner } from '../ai/index.js';\n";
    expect(await firing('apps/api/src/modules/coach/fixture.ts', code)).toEqual([]);
  });
});

describe('each module owns its tables', () => {
  const rule = 'import-x/no-restricted-paths';

  it('a module may not reach for the assembled schema', async () => {
    const code = "export { mealItems } from '../../db/schema/index.js';\n";
    expect(await firing('apps/api/src/modules/foods/fixture.ts', code)).toContain(rule);
    expect(
      await firing('apps/api/src/lib/fixture.ts', "export * from '../db/schema/index.js';\n"),
    ).toContain(rule);
  });

  it('a module may not import another module’s tables', async () => {
    const code = "export { mealItems } from '../meals/meals.schema.js';\n";
    expect(await firing('apps/api/src/modules/foods/fixture.ts', code)).toContain(rule);
  });

  it('a module uses its own tables', async () => {
    const code = "export { foods } from './foods.schema.js';\n";
    expect(await firing('apps/api/src/modules/foods/fixture.ts', code)).toEqual([]);
  });

  it('the recorded readers and the tests may read every table', async () => {
    const code = "export { mealItems } from '../../db/schema/index.js';\n";
    expect(await firing('apps/api/src/modules/export/fixture.ts', code)).toEqual([]);
    expect(await firing('apps/api/src/modules/foods/fixture.test.ts', code)).toEqual([]);
  });

  it('a table definition may refer to another module’s table, and to nothing else of it', async () => {
    const key = "export { user } from '../auth/auth.schema.js';\n";
    expect(await firing('apps/api/src/modules/meals/fixture.schema.ts', key)).toEqual([]);
    const other = "export * from '../auth/better-auth.js';\n";
    expect(await firing('apps/api/src/modules/meals/fixture.schema.ts', other)).toContain(rule);
  });
});

describe('shared layers import downwards only', () => {
  it('lib/ may not import a plugin', async () => {
    const code = "export * from '../plugins/error-handler.js';\n";
    expect(await firing('apps/api/src/lib/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('web components may not call the API client, with or without an extension', async () => {
    for (const specifier of ['../lib/api-client', '../lib/api-client.js']) {
      const code = `export { api } from '${specifier}';\n`;
      expect(await firing('apps/web/src/components/fixture.ts', code)).toContain(
        'no-restricted-imports',
      );
    }
  });
});

describe('source files stay small', () => {
  const lines = (count) =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it('a source file of 301 lines is refused, one of 300 is not', async () => {
    expect(await firing('apps/api/src/lib/fixture.ts', lines(301))).toContain('max-lines');
    expect(await firing('apps/web/src/lib/fixture.ts', lines(301))).toContain('max-lines');
    expect(await firing('packages/domain/src/fixture.ts', lines(300))).toEqual([]);
  });

  it('tests may be longer', async () => {
    expect(await firing('apps/api/src/lib/fixture.test.ts', lines(400))).toEqual([]);
  });
});
