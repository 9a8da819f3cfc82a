import type { MarkedToken, Tokens } from 'marked';
import { parseFrontMatter, type FrontMatter } from './front-matter';
import { ARTICLE_GROUPS } from './contents';
import { lex, plainText, slugify } from './tokens';

/**
 * The articles: Markdown files in ../articles, bundled with the documentation chunk (and only
 * there) as raw text. The file name is the article's id and its deep link: meal-plans.md is
 * /documentation#meal-plans.
 */
const FILES = import.meta.glob<string>('../articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A top-level block of an article; headings carry the id their deep link uses. */
export type ArticleBlock =
  | { kind: 'heading'; id: string; depth: 3 | 4; token: Tokens.Heading }
  | { kind: 'block'; token: MarkedToken };

/** One part of an article as search sees it: the intro, or a `##` section with its `###`s. */
export interface ArticleSection {
  /** Where a result links to: the article's id for the intro, else the heading's. */
  id: string;
  heading: string | null;
  /** Plain text, placeholders still in (they are resolved when searching). */
  text: string;
}

export interface Article extends FrontMatter {
  id: string;
  group: string;
  blocks: ArticleBlock[];
  sections: ArticleSection[];
}

export function articleIdOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.md$/, '');
}

/**
 * An article from its file. `##` headings become the article's sections (h3 on the page,
 * since the article title is the h2) and `###` their subsections (h4). A `#` heading or one
 * deeper than `###` is a mistake in the file and stops here, in the build and the tests.
 */
export function parseArticle(id: string, group: string, source: string): Article {
  const { data, body } = parseFrontMatter(source, `${id}.md`);
  const blocks: ArticleBlock[] = [];
  const sections: ArticleSection[] = [];
  const used = new Set<string>();
  let current: { id: string; heading: string | null; tokens: MarkedToken[] } = {
    id,
    heading: null,
    tokens: [],
  };
  // The intro is always a section, even without text: search lands there on a title match.
  const close = () => sections.push({ ...current, text: plainText(current.tokens) });

  for (const token of lex(body)) {
    if (token.type !== 'heading') {
      blocks.push({ kind: 'block', token });
      current.tokens.push(token);
      continue;
    }
    if (token.depth !== 2 && token.depth !== 3) {
      throw new Error(`${id}.md: use ## and ### for headings (found "${token.raw.trim()}")`);
    }
    const words = plainText(token.tokens);
    const base = `${id}--${slugify(words)}`;
    let headingId = base;
    for (let n = 2; used.has(headingId); n += 1) headingId = `${base}-${n}`;
    used.add(headingId);
    blocks.push({ kind: 'heading', id: headingId, depth: token.depth === 2 ? 3 : 4, token });
    if (token.depth === 2) {
      close();
      current = { id: headingId, heading: words, tokens: [] };
    } else {
      // A subsection is searched as part of its section, its heading included.
      current.tokens.push(token);
    }
  }
  close();
  return { ...data, id, group, blocks, sections };
}

function loadArticles(): Article[] {
  const byId = new Map(Object.entries(FILES).map(([path, source]) => [articleIdOf(path), source]));
  const articles: Article[] = [];
  for (const group of ARTICLE_GROUPS) {
    for (const id of group.articles) {
      const source = byId.get(id);
      if (source === undefined)
        throw new Error(`contents.ts lists "${id}", but ${id}.md is missing`);
      articles.push(parseArticle(id, group.title, source));
      byId.delete(id);
    }
  }
  const unlisted = [...byId.keys()];
  if (unlisted.length > 0)
    throw new Error(`Articles missing from contents.ts: ${unlisted.join(', ')}`);
  return articles;
}

/** Every article, in the order of the table of contents. */
export const ARTICLES: readonly Article[] = loadArticles();
