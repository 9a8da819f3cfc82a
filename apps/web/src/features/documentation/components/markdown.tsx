import type { Token, Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import type { ArticleBlock } from '../model/articles';
import { blockPlaceholder, splitPlaceholders } from '../model/placeholders';
import { asMarked } from '../model/tokens';
import { InlinePrice, PlansTable, PriceTable } from './prices';

/**
 * Markdown tokens (marked's lexer) rendered as React elements. Nothing is ever set as HTML:
 * raw HTML in a file is dropped, text is escaped by React, and a link only becomes a link when
 * it points somewhere safe (a section of this page, a path of this app, http(s) or mailto).
 */

function TextWithPlaceholders({ text }: { text: string }) {
  return (
    <>
      {splitPlaceholders(text).map((part, i) => {
        if (typeof part === 'string') return <Fragment key={i}>{part}</Fragment>;
        if (part.kind === 'app') return <Fragment key={i}>{env.appName}</Fragment>;
        if (part.kind === 'price') return <InlinePrice key={i} action={part.action} />;
        return null;
      })}
    </>
  );
}

function SafeLink({ href, children }: { href: string; children: ReactNode }) {
  // The API and its docs are served by the server, not the app's router: a full page load.
  if (/^\/api(\/|$)/.test(href)) return <a href={href}>{children}</a>;
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) {
    return <Link to={href}>{children}</Link>;
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (/^mailto:/i.test(href)) return <a href={href}>{children}</a>;
  return <>{children}</>;
}

export function Inline({ tokens }: { tokens: readonly Token[] }) {
  return (
    <>
      {tokens.map((raw, i) => {
        const token = asMarked(raw);
        switch (token.type) {
          case 'text':
            return token.tokens ? (
              <Inline key={i} tokens={token.tokens} />
            ) : (
              <TextWithPlaceholders key={i} text={token.text} />
            );
          case 'escape':
            return <Fragment key={i}>{token.text}</Fragment>;
          case 'strong':
            return (
              <strong key={i}>
                <Inline tokens={token.tokens} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inline tokens={token.tokens} />
              </em>
            );
          case 'del':
            return (
              <del key={i}>
                <Inline tokens={token.tokens} />
              </del>
            );
          case 'codespan':
            return <code key={i}>{token.text}</code>;
          case 'br':
            return <br key={i} />;
          case 'link':
            return (
              <SafeLink key={i} href={token.href}>
                <Inline tokens={token.tokens} />
              </SafeLink>
            );
          case 'image':
            // No images in help text: the words stand in for them.
            return <Fragment key={i}>{token.text}</Fragment>;
          default:
            // Raw HTML and anything unexpected render nothing.
            return null;
        }
      })}
    </>
  );
}

function Table({ token }: { token: Tokens.Table }) {
  const align = (a: Tokens.TableCell['align']) =>
    a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left';
  return (
    <div className="my-4 overflow-x-auto rounded-xl border">
      <table className="w-full text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2">
        <thead className="border-b bg-muted/40">
          <tr>
            {token.header.map((cell, i) => (
              <th key={i} scope="col" className={align(cell.align)}>
                <Inline tokens={cell.tokens} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r} className="border-b last:border-b-0">
              {row.map((cell, c) => (
                <td key={c} className={align(cell.align)}>
                  <Inline tokens={cell.tokens} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Blocks({ tokens }: { tokens: readonly Token[] }) {
  return (
    <>
      {tokens.map((raw, i) => (
        <Block key={i} token={raw} />
      ))}
    </>
  );
}

function Block({ token: raw }: { token: Token }) {
  const token = asMarked(raw);
  switch (token.type) {
    case 'paragraph': {
      const block = blockPlaceholder(token.text);
      if (block?.kind === 'prices') return <PriceTable />;
      if (block?.kind === 'plans') return <PlansTable />;
      return (
        <p>
          <Inline tokens={token.tokens} />
        </p>
      );
    }
    case 'text':
      // The body of a tight list item.
      return token.tokens ? <Inline tokens={token.tokens} /> : <>{token.text}</>;
    case 'list': {
      const items = token.items.map((item, i) => (
        <li key={i}>
          <Blocks tokens={item.tokens} />
        </li>
      ));
      return token.ordered ? (
        <ol start={typeof token.start === 'number' ? token.start : undefined}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'blockquote':
      return (
        <blockquote className="my-4 rounded-r-lg border-l-4 border-primary/60 bg-primary/5 px-4 py-3 text-[0.95rem] leading-7 [&_p+p]:mt-2">
          <Blocks tokens={token.tokens} />
        </blockquote>
      );
    case 'table':
      return <Table token={token} />;
    case 'code':
      return (
        <pre className="my-4 overflow-x-auto rounded-lg border bg-muted/50 p-4 text-sm leading-6">
          <code>{token.text}</code>
        </pre>
      );
    case 'hr':
      return <hr className="my-6" />;
    default:
      // Spaces, raw HTML and link definitions render nothing.
      return null;
  }
}

/** An article's body: its headings carry ids (deep links) and can take focus. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'block') return <Block key={i} token={block.token} />;
        const Heading = block.depth === 3 ? 'h3' : 'h4';
        return (
          <Heading
            key={i}
            id={block.id}
            tabIndex={-1}
            className="scroll-mt-24 outline-none md:scroll-mt-32"
          >
            <Inline tokens={block.token.tokens} />
          </Heading>
        );
      })}
    </>
  );
}
