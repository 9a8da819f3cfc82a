// The modules a page's code imports statically, for grouping chunks (build-plugins.ts).
import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Packages whose index re-exports far more than any page uses: following the index would reach
 * every icon and every rule. An import from one counts as the modules that export the names it
 * imports (`names`), and the index itself is not followed.
 */
const NAMED_BARRELS = [
  {
    specifier: 'lucide-react',
    index: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    members: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    // `ChefHat` is icons/chef-hat.mjs, `Clock3` icons/clock-3.mjs.
    names: (id: string) => [
      path
        .basename(id, '.mjs')
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join(''),
    ],
  },
  {
    specifier: '@ketoflow/domain',
    index: /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/,
    members: /[\\/]packages[\\/]domain[\\/]src[\\/](?!index\.ts$)/,
    names: (_id: string, code: string) => [
      ...[
        ...code.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g),
      ].map((match) => match[1] ?? ''),
      ...[...code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].flatMap((match) =>
        (match[1] ?? '').split(',').map(
          (name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        ),
      ),
    ],
  },
];

/** Packages whose index is not followed at all (the contracts: every zod schema). */
const SKIPPED_INDEX = /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;

/** The names an `import { … } from '<specifier>'` in `code` takes. */
function importedNames(code: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    ),
  );
}

/**
 * The modules `roots` (`src/…` paths of the web app) import statically, directly or not. Through
 * the named barrels above only what is named is followed, so this over-approximates only through
 * the app's own index files (which re-export a feature's few screens).
 */
export function staticClosure(ctx: Rolldown.PluginContext, roots: readonly string[]): Set<string> {
  const ids = [...ctx.getModuleIds()];
  const barrels = NAMED_BARRELS.map((barrel) => {
    const byName = new Map<string, string>();
    for (const id of ids.filter((candidate) => barrel.members.test(candidate))) {
      for (const name of barrel.names(id, ctx.getModuleInfo(id)?.code ?? '')) byName.set(name, id);
    }
    return { ...barrel, byName };
  });
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (SKIPPED_INDEX.test(id) || barrels.some((barrel) => barrel.index.test(id))) return;
    const info = ctx.getModuleInfo(id);
    info?.importedIds.forEach(walk);
    for (const barrel of barrels) {
      for (const name of importedNames(info?.code ?? '', barrel.specifier)) {
        const member = barrel.byName.get(name);
        if (member) walk(member);
      }
    }
  };
  for (const root of roots) {
    const id = ids.find((candidate) => candidate.endsWith(`/apps/web/${root}`));
    if (!id) ctx.error(`static-closure: no module ${root}`);
    walk(id);
  }
  return seen;
}
