import { Lexer, type MarkedToken, type Token } from 'marked';

/**
 * The Markdown tokens the articles are made of. No marked extension is loaded, so every token
 * the lexer returns is one of marked's own kinds; the cast states that once, here, instead of
 * at every switch.
 */
export function asMarked(token: Token): MarkedToken {
  return token as MarkedToken;
}

export function lex(markdown: string): MarkedToken[] {
  return Lexer.lex(markdown, { gfm: true }).map(asMarked);
}

/**
 * The words of a token tree as plain text (headings, paragraphs, lists, tables, code), for
 * the search index and heading slugs. Raw HTML contributes nothing: it is never rendered.
 */
const BLOCK_TYPES = new Set([
  'paragraph',
  'heading',
  'list',
  'list_item',
  'table',
  'blockquote',
  'code',
  'hr',
  'space',
]);

export function plainText(tokens: readonly Token[]): string {
  let out = '';
  for (const raw of tokens) {
    const token = asMarked(raw);
    let text: string;
    switch (token.type) {
      case 'html':
      case 'space':
      case 'hr':
      case 'def':
      case 'br':
      case 'checkbox':
        text = '';
        break;
      case 'image':
      case 'codespan':
      case 'code':
      case 'escape':
        text = token.text;
        break;
      case 'list':
        text = token.items.map((item) => plainText(item.tokens)).join(' ');
        break;
      case 'table':
        text = [...token.header, ...token.rows.flat()].map((c) => plainText(c.tokens)).join(' ');
        break;
      default:
        text = 'tokens' in token && token.tokens ? plainText(token.tokens) : token.text;
    }
    // Inline pieces run together ("**Signed in**:"); blocks are separated by a space.
    out += BLOCK_TYPES.has(token.type) ? ` ${text} ` : text;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** "What it costs" → "what-it-costs": ids for headings, stable as long as the words are. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
