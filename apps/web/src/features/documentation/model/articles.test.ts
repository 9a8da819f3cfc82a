import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { describe, expect, it } from 'vitest';
import { ARTICLES, parseArticle } from './articles';
import { unknownPlaceholders } from './placeholders';
import { buildSearchIndex, searchDocumentation } from './search';
import { asMarked, lex } from './tokens';
import type { Token } from 'marked';
// The server's settings, as text: the self-hosting article must name each one.
import configSource from '../../../../../api/src/config-env.ts?raw';

const SOURCES = import.meta.glob<string>('../articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    const t = asMarked(token);
    if (t.type === 'list') for (const item of t.items) walk(item.tokens, visit);
    else if (t.type === 'table') {
      for (const cell of t.header) walk(cell.tokens, visit);
      for (const row of t.rows) for (const cell of row) walk(cell.tokens, visit);
    } else if ('tokens' in t && t.tokens) walk(t.tokens, visit);
  }
}

const allIds = ARTICLES.flatMap((a) => [
  a.id,
  `${a.id}-title`,
  ...a.blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : [])),
]);

describe('the documentation articles', () => {
  it('are all listed in the contents, each file once', () => {
    const files = Object.keys(SOURCES).map((p) => p.replace(/^.*\/|\.md$/g, ''));
    expect(ARTICLES.map((a) => a.id).sort()).toEqual(files.sort());
  });

  it('give every article and section a unique id to link to', () => {
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('link only to sections that exist', () => {
    const broken: string[] = [];
    for (const article of ARTICLES) {
      walk(
        article.blocks.map((b) => b.token),
        (token) => {
          const t = asMarked(token);
          if (t.type === 'link' && t.href.startsWith('#') && !allIds.includes(t.href.slice(1))) {
            broken.push(`${article.id}: ${t.href}`);
          }
        },
      );
    }
    expect(broken).toEqual([]);
  });

  it('use only known placeholders and no raw HTML', () => {
    const problems: string[] = [];
    for (const [path, source] of Object.entries(SOURCES)) {
      problems.push(...unknownPlaceholders(source).map((p) => `${path}: ${p}`));
      walk(lex(source), (token) => {
        if (token.type === 'html') problems.push(`${path}: raw HTML ${token.raw.trim()}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('never write a price as a number: prices come from the live table', () => {
    const copied = Object.entries(SOURCES).flatMap(([path, source]) =>
      [...source.matchAll(/\b\d[\d,.]*\s*(?:flow)?coins?\b/gi)].map((m) => `${path}: ${m[0]}`),
    );
    expect(copied).toEqual([]);
  });

  it('document every setting the server reads', () => {
    const config = configSource;
    const schema = config.slice(
      config.indexOf('const EnvSchema'),
      config.indexOf('export type Env'),
    );
    const names = [...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    const selfHosting = SOURCES['../articles/self-hosting.md'] ?? '';
    expect(names.filter((name) => !selfHosting.includes(`\`${name}\``))).toEqual([]);
  });

  it('refuse a # heading, which would break the page outline', () => {
    expect(() => parseArticle('broken', 'Test', '---\ntitle: T\nsummary: S\n---\n# Big\n')).toThrow(
      /## and ###/,
    );
  });
});

describe('searching the documentation', () => {
  const index = buildSearchIndex(ARTICLES, {
    appName: 'KetoFlow',
    price: (action) => `${DEFAULT_COIN_PRICES[action]} FlowCoins`,
  });

  it('finds the net carbs article first for "net carbs"', () => {
    const [first] = searchDocumentation(index, 'net carbs');
    expect(first?.entry.articleId).toBe('net-carbs');
    expect(first?.entry.targetId).toBe('net-carbs');
  });

  it('finds the refunds section for "refund", and for "Refunds"', () => {
    for (const query of ['refund', 'Refunds']) {
      const targets = searchDocumentation(index, query).map((r) => r.entry.targetId);
      expect(targets).toContain('buying--refunds');
    }
  });

  it('needs every word to match, ignoring case and accents', () => {
    expect(searchDocumentation(index, 'MIFFLIN st jéor')[0]?.entry.articleId).toBe('targets');
    expect(searchDocumentation(index, 'net carbs zzyzx')).toEqual([]);
  });

  it('searches the resolved prices, not the placeholders', () => {
    const results = searchDocumentation(index, `${DEFAULT_COIN_PRICES.dream_me} FlowCoins`);
    expect(results.map((r) => r.entry.articleId)).toContain('dream-me');
    expect(index.filter((e) => `${e.heading ?? ''} ${e.text}`.includes('{{'))).toEqual([]);
  });
});
