// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Feature slices may not import each other: one zone per feature folder. */
function featureZones(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `${root}/${d.name}`,
      from: root,
      except: [`./${d.name}`],
      message: 'Features do not import each other; compose them in src/app.',
    }));
}

const subfolders = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * API modules are pieces: one reaches another only through its index.ts (and the ports it
 * declares), never its service, repository or any other file. One zone per module.
 */
function apiModuleZones(root) {
  const modules = subfolders(root);
  return modules.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`, ...modules.map((other) => `./${other}/index.ts`)],
    message:
      'A module imports another module only through its index.ts (declare a port for what you need; app.ts wires it).',
  }));
}

const API = './apps/api/src';

/**
 * The API's composition root: configuration, app.ts, the areas it wires (composition/) and the
 * server. Modules are given what they need through their ports, so none of them imports these.
 */
const API_COMPOSITION = [
  ...['app.ts', 'config.ts', 'config-env.ts', 'fastify-instance.ts', 'server.ts'].map(
    (file) => `${API}/${file}`,
  ),
  `${API}/composition`,
];

/**
 * Modules that read other modules' tables, never writing them (decision 046): the admin area's
 * user lists, the operator's analytics and the personal data export.
 */
const TABLE_READERS = ['admin', 'admin-analytics', 'export'];

/** Zones of every API file, tests included. */
const apiZones = () => [
  ...apiModuleZones(`${API}/modules`),
  {
    // db/schema/index.ts gathers the modules' tables for migrations; the rest of db/ is plumbing.
    target: [`${API}/plugins`, `${API}/lib`, `${API}/db/*.ts`],
    from: `${API}/modules`,
    message: 'Plugins, lib and db are shared infrastructure: they import no module.',
  },
];

/**
 * Each module reads and writes only its own tables (its `*.schema.ts`): the assembled schema
 * is for migrations and tests, and another module's data comes through that module's port.
 */
const tableZones = () => [
  {
    target: [
      ...subfolders(`${API}/modules`)
        .filter((name) => !TABLE_READERS.includes(name))
        .map((name) => `${API}/modules/${name}`),
      `${API}/plugins`,
      `${API}/lib`,
      `${API}/cli`,
    ],
    from: `${API}/db/schema`,
    message:
      "A module uses only its own tables (its *.schema.ts); ask the owner's port for other data.",
  },
];

/** A table definition may refer to other modules' tables (foreign keys), and to nothing else of theirs. */
const schemaZones = () => [
  {
    target: `${API}/modules`,
    from: `${path.resolve(API)}/modules/**/*`,
    except: [`${path.resolve(API)}/modules/*/*.schema.ts`],
    message: 'A table definition imports only other table definitions.',
  },
];

/**
 * Zones of the API's source, not its tests (a test may boot the whole app, or hand a module
 * an error handler): the composition root stays above the modules, and lib below plugins.
 */
const apiSourceZones = () => [
  ...apiZones(),
  ...tableZones(),
  {
    target: `${API}/modules`,
    from: API_COMPOSITION,
    message:
      'A module does not read the configuration or the wiring: declare a port or an option, and app.ts gives it.',
  },
  {
    target: [...API_COMPOSITION, `${API}/cli`],
    from: `${API}/modules`,
    except: subfolders(`${API}/modules`).map((name) => `./${name}/index.ts`),
    message: 'The wiring and the command-line tools reach a module through its index.ts only.',
  },
  {
    target: `${API}/lib`,
    from: `${API}/plugins`,
    message: 'lib/ is plain code the plugins build on; it imports no plugin.',
  },
];

/** The web app's layers import downwards only: components/lib → entities → features → app. */
function webLayerZones(src) {
  const message = 'Code flows components/lib → entities → features → app, never upwards.';
  return [
    {
      target: `${src}/components`,
      from: [`${src}/entities`, `${src}/features`, `${src}/app`],
      message,
    },
    {
      target: `${src}/lib`,
      from: [`${src}/components`, `${src}/entities`, `${src}/features`, `${src}/app`],
      message,
    },
    { target: `${src}/entities`, from: [`${src}/features`, `${src}/app`], message },
    { target: `${src}/features`, from: `${src}/app`, message },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'apps/api/drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/web/e2e/*.ts'],
          // One journey file per feature: more than the default 8 files share the default project.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx imports with the TypeScript parser and resolve our `./x.js` imports to
      // their .ts sources, so no-cycle and the zones see the real graph.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Fastify plugins and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones() }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/*.fixture.ts', 'apps/api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiSourceZones() }] },
  },
  {
    files: ['apps/api/src/modules/*/*.schema.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: schemaZones() }] },
  },
  {
    // One module never builds another: app.ts builds each once and hands out its ports. Tests
    // and their fixtures build the modules under test, with the ports they need.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/*.fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)*[a-z-]+/index\\.js$',
              importNamePattern: '^create[A-Z]\\w*Module$',
              message:
                'A module does not build another module: declare a port, and app.ts passes the built one.',
            },
          ],
        },
      ],
    },
  },
  {
    // No source file over 300 lines: split it by responsibility before it grows.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'apps/web/scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**', 'apps/web/src/testing/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$)(?!\\.)', message: 'contracts depend on zod only' }] },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@ketoflow/contracts$)(?!\\.)(?!vitest$)',
              message: 'domain is pure and ships to the browser: it may use contracts types only',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain tests run in Node only: they may use node: modules (random inputs, for one).
    files: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@ketoflow/contracts$)(?!\\.)(?!node:)(?!vitest$)',
              message: 'domain is pure: it may use contracts types only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones('./apps/web/src/features'), ...webLayerZones('./apps/web/src')] },
      ],
    },
  },
  {
    // UI primitives know nothing of the product: no contracts, domain rules or API calls.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ketoflow/*', '**/lib/api-client', '**/lib/api-client.js'],
              message: 'components/ holds UI primitives; shared resources live in src/entities.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies (inject / fetch) and assert on them; that is their job.
    files: ['**/*.test.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'apps/api/build.mjs',
      'apps/web/e2e/**',
      'apps/web/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
