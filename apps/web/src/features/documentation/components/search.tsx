import { Search, X } from 'lucide-react';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { SearchResult } from '../model/search';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every word that contains one of the query's words marked. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = terms.filter(Boolean);
  if (words.length === 0) return <>{text}</>;
  // Whole words ("Refunds" for "refund"), so a mark never splits a word in two.
  const pattern = new RegExp(
    `([\\p{L}\\p{N}]*(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*)`,
    'giu',
  );
  return (
    <>
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-coin-soft text-foreground">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function SearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <form role="search" className="relative w-full max-w-xl" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search the documentation
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        placeholder="Search, e.g. net carbs or refund"
        autoComplete="off"
        spellCheck={false}
        className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-1 size-9 -translate-y-1/2"
          onClick={() => onChange('')}
          aria-label="Clear the search"
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </form>
  );
}

/** "3 results for “refund”" / "No articles match “x”.": the visible heading and the announcement. */
export function resultsSummary(query: string, count: number): string {
  if (count === 0) return `No articles match “${query}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`;
}

/** The matches, each a link to its section with the words it matched in context. */
export function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  return (
    <section aria-labelledby="doc-search-results" className="grid gap-3">
      <h2 id="doc-search-results" className="text-sm font-medium text-muted-foreground">
        {resultsSummary(query, results.length)}
      </h2>
      {results.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Try another word, such as “net carbs”, “fasting” or “refund”, or browse the contents.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Search results">
          {results.map((result) => (
            <li key={result.entry.targetId}>
              <Link
                to={`#${result.entry.targetId}`}
                className="block rounded-xl border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="block font-medium">
                  <Highlighted text={result.entry.articleTitle} terms={result.terms} />
                  {result.entry.heading && (
                    <>
                      <span className="text-muted-foreground" aria-hidden="true">
                        {' › '}
                      </span>
                      <span className="sr-only">, </span>
                      <Highlighted text={result.entry.heading} terms={result.terms} />
                    </>
                  )}
                </span>
                <span className="mt-1 block text-sm leading-6 text-muted-foreground">
                  <Highlighted text={result.snippet} terms={result.terms} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
