import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import type { Article } from '../model/articles';

interface Group {
  title: string;
  articles: Article[];
}

export function groupArticles(articles: readonly Article[]): Group[] {
  const groups: Group[] = [];
  for (const article of articles) {
    const last = groups.at(-1);
    if (last?.title === article.group) last.articles.push(article);
    else groups.push({ title: article.group, articles: [article] });
  }
  return groups;
}

function ContentsList({
  groups,
  activeId,
  onFollow,
}: {
  groups: Group[];
  activeId: string | null;
  onFollow?: () => void;
}) {
  return (
    <div className="grid gap-5">
      {groups.map((group) => (
        <div key={group.title} className="grid gap-1.5">
          <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {group.title}
          </p>
          <ul className="grid border-l text-sm">
            {group.articles.map((article) => {
              const active = article.id === activeId;
              return (
                <li key={article.id}>
                  <Link
                    to={`#${article.id}`}
                    onClick={onFollow}
                    aria-current={active ? 'location' : undefined}
                    className={cn(
                      '-ml-px block border-l py-1.5 pl-3 hover:border-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                      active
                        ? 'border-primary font-medium text-foreground'
                        : 'border-transparent text-muted-foreground',
                    )}
                  >
                    {article.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The table of contents: a sticky column from 1024 px; above the articles, folded, on smaller
 * screens (it closes again once a link is followed). Only one of the two is displayed at a
 * time, so assistive technology meets one navigation landmark.
 */
export function ContentsNav({
  articles,
  activeId,
}: {
  articles: readonly Article[];
  activeId: string | null;
}) {
  const groups = groupArticles(articles);
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <>
      <details ref={details} className="group rounded-xl border bg-card lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          Contents
          <ChevronDown
            className="size-4 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </summary>
        <nav aria-label="Documentation contents" className="border-t px-4 py-4">
          <ContentsList
            groups={groups}
            activeId={activeId}
            onFollow={() => {
              if (details.current) details.current.open = false;
            }}
          />
        </nav>
      </details>
      <nav
        aria-label="Documentation contents"
        className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto pr-2 pb-6 max-lg:hidden"
      >
        <ContentsList groups={groups} activeId={activeId} />
      </nav>
    </>
  );
}
