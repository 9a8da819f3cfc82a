import { DomUtils, parseDocument } from 'htmlparser2';

type Doc = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** A schema.org node as JSON-LD writes it (microdata is read into the same shape). */
export type LdNode = { [key: string]: unknown };

const isNode = (v: unknown): v is LdNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typesOf(node: LdNode): string[] {
  const t = node['@type'] ?? node.type;
  return (Array.isArray(t) ? t : [t])
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ''));
}

export function hasType(node: LdNode, type: string): boolean {
  return typesOf(node).includes(type);
}

/**
 * The first Recipe anywhere in a JSON-LD value: a bare object, an array, a Yoast-style
 * `@graph`, or nested (a WebPage's `mainEntity`). Bounded, as the value is the page's.
 */
function findRecipe(value: unknown, depth = 0): LdNode | null {
  if (depth > 6) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isNode(value)) return null;
  if (hasType(value, 'Recipe')) return value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    const found = findRecipe(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

function fromJsonLd(doc: Doc): LdNode | null {
  const scripts = DomUtils.findAll(
    (el) =>
      el.name === 'script' &&
      (DomUtils.getAttributeValue(el, 'type') ?? '').toLowerCase().includes('ld+json'),
    doc.children,
  );
  for (const script of scripts) {
    const text = DomUtils.textContent(script)
      .replace(/^\s*<!--|-->\s*$/g, '')
      .trim();
    try {
      const found = findRecipe(JSON.parse(text));
      if (found) return found;
    } catch {
      // A broken block (plugins do write trailing commas) does not hide the others.
    }
  }
  return null;
}

const isElement = (node: Element['children'][number]): node is Element =>
  'attribs' in node && 'name' in node;

const attr = (el: Element, name: string) => DomUtils.getAttributeValue(el, name);

/** An itemprop's value by the microdata rules (content, src, href, datetime, else text). */
function propValue(el: Element): unknown {
  if (attr(el, 'itemscope') !== undefined) return readItem(el);
  const content = attr(el, 'content');
  if (content !== undefined) return content;
  switch (el.name) {
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
      return attr(el, 'src') ?? '';
    case 'a':
    case 'link':
      return attr(el, 'href') ?? '';
    case 'time':
      return attr(el, 'datetime') ?? DomUtils.textContent(el);
    case 'data':
    case 'meter':
      return attr(el, 'value') ?? DomUtils.textContent(el);
    default:
      return DomUtils.textContent(el);
  }
}

/** An itemscope's properties; nested itemscopes are read as their own items. */
function readItem(scope: Element): LdNode {
  const node: LdNode = { '@type': (attr(scope, 'itemtype') ?? '').split(/\s+/) };
  const visit = (children: Element['children']) => {
    for (const child of children) {
      if (!isElement(child)) continue;
      const el = child;
      const props = (attr(el, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      for (const prop of props) {
        const value = propValue(el);
        const prev = node[prop];
        const earlier: unknown[] = Array.isArray(prev) ? prev : [prev];
        node[prop] = prev === undefined ? value : [...earlier, value];
      }
      if (attr(el, 'itemscope') === undefined) visit(el.children);
    }
  };
  visit(scope.children);
  return node;
}

function fromMicrodata(doc: Doc): LdNode | null {
  const scope = DomUtils.findOne(
    (el) =>
      attr(el, 'itemscope') !== undefined &&
      /schema\.org\/Recipe\b/i.test(attr(el, 'itemtype') ?? ''),
    doc.children,
  );
  return scope ? readItem(scope) : null;
}

/** The page's schema.org Recipe: JSON-LD first (what most plugins write), then microdata. */
export function extractRecipeNode(html: string): LdNode | null {
  const doc = parseDocument(html);
  return fromJsonLd(doc) ?? fromMicrodata(doc);
}

/** Plain text of a value that may hold HTML tags and entities ("Mix &amp; <b>stir</b>"). */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const text = /[<&]/.test(value) ? DomUtils.textContent(parseDocument(value)) : value;
  return text.replace(/\s+/g, ' ').trim();
}
