/**
 * The small header each article file starts with:
 *
 *   ---
 *   title: Meal plans
 *   summary: One line shown under the title.
 *   route: /meal-plan
 *   screen: your meal plan
 *   keywords: diet plan, menu
 *   ---
 *
 * Only `key: value` lines; no YAML library for four plain strings.
 */
export interface FrontMatter {
  title: string;
  summary: string;
  /** The app screen the article is about, if any. */
  route: string | null;
  /** How the "Open …" link names that screen; the title when absent. */
  screen: string | null;
  /** Extra words search should find the article by (synonyms that the text does not use). */
  keywords: string;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(
  source: string,
  file: string,
): { data: FrontMatter; body: string } {
  const match = BLOCK.exec(source);
  if (!match) throw new Error(`${file}: the article must start with a --- front matter block`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const summary = fields.get('summary');
  if (!title || !summary) throw new Error(`${file}: front matter needs a title and a summary`);
  return {
    data: {
      title,
      summary,
      route: fields.get('route') || null,
      screen: fields.get('screen') || null,
      keywords: fields.get('keywords') ?? '',
    },
    body: source.slice(match[0].length),
  };
}
