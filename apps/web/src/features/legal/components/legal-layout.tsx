import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { useDocumentMeta } from '../../../lib/document-meta';
import { cn } from '../../../lib/utils';

/** When the legal texts were last revised (shown on every page). */
export const LEGAL_LAST_UPDATED = '2026-11-26';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const LEGAL_PAGES = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/disclaimer', label: 'Medical Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/legal-info', label: 'Legal Info' },
] as const;

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** Links keep `?source=d`, so a visitor from the sales page is always one click from /d. */
function useFromSales(): boolean {
  const [params] = useSearchParams();
  return params.get('source') === 'd';
}

/**
 * Readable long-form text: headings, paragraphs, lists and links styled from one place,
 * so the page components stay plain JSX.
 */
const PROSE = cn(
  'max-w-[68ch] text-[0.975rem] leading-7 text-foreground/90',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6 [&_ul_ul]:mt-2',
  '[&_ol]:mt-4 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-muted-foreground',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
  '[&_dl]:mt-4 [&_dl]:grid [&_dl]:gap-x-6 [&_dl]:gap-y-2 sm:[&_dl]:grid-cols-[auto_1fr] [&_dt]:font-medium [&_dt]:text-foreground [&_dd]:text-muted-foreground max-sm:[&_dd]:mb-2',
);

export interface LegalLayoutProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** A short summary in plain words above the sections. */
  summary: ReactNode;
  sections: LegalSection[];
}

/** Shared frame of the legal pages: title, last update, table of contents, sections. */
export function LegalLayout({
  title,
  description,
  icon: Icon,
  summary,
  sections,
}: LegalLayoutProps) {
  useDocumentMeta({ title, description });
  const fromSales = useFromSales();
  const suffix = fromSales ? '?source=d' : '';
  const back = fromSales
    ? { to: '/d', label: `Back to ${env.appName} Pro` }
    : { to: '/', label: 'Back to home' };

  return (
    <>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <header className="mt-6 flex max-w-3xl flex-col gap-4 border-b pb-8">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">
            Last updated:{' '}
            <time dateTime={LEGAL_LAST_UPDATED}>
              {updatedFormat.format(new Date(LEGAL_LAST_UPDATED))}
            </time>
          </p>
          <div className="max-w-[68ch] text-lg leading-relaxed text-muted-foreground text-pretty">
            {summary}
          </div>
        </header>

        <div className="mt-8 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="toc-title"
              className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
            >
              On this page
            </h2>
            <ol className="mt-3 grid gap-1 border-l text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1 pl-3 text-muted-foreground hover:border-foreground hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="grid gap-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                  <span className="num mr-2 text-muted-foreground">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className={cn('mt-3', PROSE)}>{section.body}</div>
              </section>
            ))}
          </article>
        </div>
      </main>
      <footer className="border-t">
        <nav aria-label="Legal" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {LEGAL_PAGES.map((page) => (
              <li key={page.to}>
                <Link
                  to={`${page.to}${suffix}`}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted-foreground">
            © <span className="num">{new Date().getFullYear()}</span> {env.appName}
          </p>
        </nav>
      </footer>
    </>
  );
}

/** A link to another legal page that keeps `?source=d`. */
export function LegalLink({
  to,
  children,
}: {
  to: (typeof LEGAL_PAGES)[number]['to'];
  children: ReactNode;
}) {
  const fromSales = useFromSales();
  return <Link to={`${to}${fromSales ? '?source=d' : ''}`}>{children}</Link>;
}
