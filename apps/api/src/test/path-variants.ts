import { readFileSync } from 'node:fs';

/**
 * How the server must answer a spelling of a route's path (lib/request-target.ts):
 * - `same`: the same URI by RFC 3986 or HTTP/1.1 (an escaped unreserved character, the
 *   absolute form): the canonical path's answer;
 * - `unrouted`: another path (letter case): 404, the way any unknown API path is;
 * - `refused`: a spelling a proxy and the router could read differently: 400.
 */
export type VariantKind = 'same' | 'unrouted' | 'refused';
export type PathVariant = { kind: VariantKind; target: string };

export type ApiRoute = { method: string; template: string; path: string; admin: boolean };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isUnsafe = (route: ApiRoute) => UNSAFE.has(route.method);

const escape = (char: string, upper = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** Every operation of the committed OpenAPI document, with its path filled from `params`. */
export function documentedRoutes(params: (name: string, template: string) => string): ApiRoute[] {
  const url = new URL('../../openapi.json', import.meta.url);
  const doc = JSON.parse(readFileSync(url, 'utf8')) as { paths: Record<string, object> };
  const routes: ApiRoute[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => params(name, template));
    for (const method of Object.keys(operations)) {
      routes.push({
        method: method.toUpperCase(),
        template,
        path,
        admin: template.startsWith('/api/v1/admin'),
      });
    }
  }
  return routes;
}

/**
 * The spellings of a route's path an attacker would try: each character of its static prefix
 * escaped in turn, the whole prefix escaped, the absolute form, letter case, doubled slashes,
 * an escaped slash or backslash, and dot segments.
 */
export function pathVariants(route: ApiRoute, origin: string): PathVariant[] {
  const { path, template } = route;
  const braceAt = template.indexOf('{');
  const prefix = braceAt === -1 ? path : template.slice(0, braceAt);
  const rest = path.slice(prefix.length);
  const variants: PathVariant[] = [];
  for (let i = 0; i < prefix.length; i += 1) {
    const char = prefix[i] ?? '';
    if (char === '/') continue;
    variants.push({
      kind: 'same',
      target: prefix.slice(0, i) + escape(char) + prefix.slice(i + 1) + rest,
    });
  }
  const escaped = [...prefix].map((c) => (c === '/' ? c : escape(c, true))).join('');
  variants.push({ kind: 'same', target: escaped + rest });
  variants.push({ kind: 'same', target: `${origin}${path}` });

  const segments = path.split('/'); // ['', 'api', 'v1', 'admin', …]
  const withSegment = (index: number, value: string) =>
    segments.map((s, i) => (i === index ? value : s)).join('/');
  variants.push({ kind: 'unrouted', target: withSegment(1, 'API') });
  const third = segments[3] ?? '';
  if (third !== third.toUpperCase()) {
    variants.push({ kind: 'unrouted', target: withSegment(3, third.toUpperCase()) });
  }

  const second = path.indexOf('/', 1);
  variants.push({ kind: 'refused', target: `/${path}` });
  variants.push({ kind: 'refused', target: `${path.slice(0, second)}/${path.slice(second)}` });
  variants.push({
    kind: 'refused',
    target: `${path.slice(0, second)}%2F${path.slice(second + 1)}`,
  });
  variants.push({
    kind: 'refused',
    target: `${path.slice(0, second)}%5c${path.slice(second + 1)}`,
  });
  variants.push({ kind: 'refused', target: `${path.slice(0, second)}/x/..${path.slice(second)}` });
  variants.push({ kind: 'refused', target: `${path.slice(0, second)}/.${path.slice(second)}` });
  variants.push({
    kind: 'refused',
    target: `${path.slice(0, second)}/x/%2e%2E${path.slice(second)}`,
  });
  return variants;
}
