import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:endpoint-refs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** A value import of the contracts' package: `import { a, endpoints, type B } from '…'`. */
const CONTRACTS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@ketoflow\/contracts';?/g;

type WireFacts = { method: string; path: string; status: number };

/** The table's wire facts (method, path, status) with each endpoint's place in it. */
function referencesOf(table: Record<string, Record<string, WireFacts>>) {
  return Object.fromEntries(
    Object.entries(table).map(([area, group]) => [
      area,
      Object.fromEntries(
        Object.entries(group).map(([name, { method, path: route, status }]) => [
          name,
          { method, path: route, status, ref: [area, name] },
        ]),
      ),
    ]),
  );
}

/**
 * In the browser's build, the app's modules get the contracts' endpoint table as references
 * (decision 038): `api.call` needs only an endpoint's method, path and status, but importing
 * the table as a value evaluates every zod schema of the API (~130 ms of a phone's main thread
 * before a screen's first render, and 40 kB). The references are made from the table itself at
 * build time, so they cannot differ from it; they carry `ref`, so the answer check of
 * development and the journeys' build (`check-answer.ts`, which `keep` names, keeps the real
 * table) still finds each endpoint's schemas. Types are untouched: the modules are type-checked
 * against the table. Decision 025's `endpointRef` by hand, for every module at once.
 */
export function endpointRefs({
  contractsDir,
  keep,
}: {
  /** packages/contracts/src */
  contractsDir: string;
  /** Modules that need the real table (their path ends with one of these). */
  keep: readonly string[];
}): Plugin {
  let source = '';
  return {
    name: 'ketoflow-endpoint-refs',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      const { module } = await runnerImport<{
        endpoints: Record<string, Record<string, WireFacts>>;
      }>(path.join(contractsDir, 'endpoints/index.ts'), { configFile: false, logLevel: 'error' });
      source = `export const endpoints = ${JSON.stringify(referencesOf(module.endpoints))};\n`;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? source : null),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/.test(file)) return null;
      if (keep.some((kept) => file.endsWith(kept))) return null;
      let found = false;
      const rewritten = code.replace(CONTRACTS_IMPORT, (statement, list: string) => {
        const names = list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        if (!names.includes('endpoints')) return statement;
        found = true;
        const rest = names.filter((name) => name !== 'endpoints');
        const others = rest.length
          ? ` import { ${rest.join(', ')} } from '@ketoflow/contracts';`
          : '';
        // As many lines as before, so the source map of the lines below stays right.
        const lines = '\n'.repeat(statement.split('\n').length - 1);
        return `import { endpoints } from '${VIRTUAL_ID}';${others}${lines}`;
      });
      return found ? { code: rewritten, map: null } : null;
    },
  };
}
