import { ArrowRight, BookOpen } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-layout';
import { env } from '../../../config/env';
import { useAiPrices } from '../../../entities/ai/ai';
import { useDocumentMeta } from '../../../lib/document-meta';
import { cn } from '../../../lib/utils';
import { useHashTarget } from '../hooks/use-hash-target';
import { ARTICLES, type Article } from '../model/articles';
import { resolvePlaceholders } from '../model/placeholders';
import { buildSearchIndex, searchDocumentation } from '../model/search';
import { ContentsNav } from './contents-nav';
import { ArticleBody } from './markdown';
import { priceText } from './prices';
import { resultsSummary, SearchField, SearchResults } from './search';

/**
 * Readable long-form text: the Markdown's elements styled from one place (the legal pages'
 * look), so the articles stay plain Markdown.
 */
const PROSE = cn(
  'max-w-[70ch] text-[0.975rem] leading-7 break-words text-foreground/90',
  '[&>p]:mt-4 [&>p:first-child]:mt-0',
  '[&_ul]:mt-3 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-muted-foreground [&_li>p]:mt-1',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:tracking-tight [&_h3]:text-foreground',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  // Setting names and paths are long words: let them wrap anywhere rather than widen the page.
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_code]:[overflow-wrap:anywhere] [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:[overflow-wrap:normal]',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
);

function ArticleSection({ article }: { article: Article }) {
  return (
    <section
      id={article.id}
      aria-labelledby={`${article.id}-title`}
      tabIndex={-1}
      className="min-w-0 scroll-mt-24 border-t pt-8 outline-none first:border-t-0 first:pt-0 md:scroll-mt-32"
    >
      <header className="mb-5 grid gap-2">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {article.group}
        </p>
        <h2 id={`${article.id}-title`} className="text-2xl font-semibold tracking-tight">
          {article.title}
        </h2>
        <p className="max-w-[70ch] text-pretty text-muted-foreground">
          {resolvePlaceholders(article.summary, { appName: env.appName, price: () => undefined })}
        </p>
        {article.route && (
          <Link
            to={article.route}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Open {article.screen ?? article.title}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </header>
      <div className={PROSE}>
        <ArticleBody blocks={article.blocks} />
      </div>
    </section>
  );
}

/** /documentation: every article on one page, with contents, search and deep links. */
export function DocumentationPage() {
  useDocumentMeta({
    title: 'Documentation',
    description: `How ${env.appName} works: every feature, what it costs in FlowCoins, where the numbers come from, and your data.`,
  });
  useHashTarget();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  // The query starts from ?q= (a shareable search) and then lives here, so typing does not
  // navigate (and re-scroll to the deep-link target) on every key.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const deferredQuery = useDeferredValue(query);
  const prices = useAiPrices();

  const index = useMemo(
    () =>
      buildSearchIndex(ARTICLES, {
        appName: env.appName,
        price: (action) => {
          const coins = prices.data?.[action];
          return coins === undefined ? undefined : priceText(coins);
        },
      }),
    [prices.data],
  );
  const trimmed = deferredQuery.trim();
  const results = useMemo(() => searchDocumentation(index, trimmed), [index, trimmed]);

  const hashId = decodeURIComponent(hash.slice(1));
  const activeId =
    ARTICLES.find((a) => a.id === hashId || hashId.startsWith(`${a.id}--`))?.id ?? null;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 grid gap-6">
        <PageHeading
          icon={BookOpen}
          title="Documentation"
          description={`How ${env.appName} works: every feature, what it costs, where the numbers come from, and your data.`}
        />
        <SearchField value={query} onChange={setQuery} />
        {/* Always in the page, so screen readers announce each new count as the query changes. */}
        <p role="status" className="sr-only">
          {trimmed ? resultsSummary(trimmed, results.length) : ''}
        </p>
        {trimmed && <SearchResults query={trimmed} results={results} />}
      </header>

      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0">
          <ContentsNav articles={ARTICLES} activeId={activeId} />
        </div>
        <div className="grid min-w-0 gap-12">
          {ARTICLES.map((article) => (
            <ArticleSection key={article.id} article={article} />
          ))}
        </div>
      </div>
    </main>
  );
}
