import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { env } from '../config/env';
import { LogoMark } from './logo';

export type LegalLink = { to: string; label: string };

/**
 * The footer of the public pages: logo, legal links, optional extra content (the sales page's
 * prices) and the health disclaimer. `linkQuery` is appended to every legal link (`?source=d`
 * on the sales page, so the legal pages lead back there).
 */
export function LegalFooter({
  links,
  linkQuery = '',
  children,
}: {
  links: readonly LegalLink[];
  linkQuery?: string;
  children?: ReactNode;
}) {
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <span className="flex items-center gap-2 font-semibold">
            <LogoMark className="h-6" />
            {env.appName}
          </span>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={`${link.to}${linkQuery}`}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {children}
        <p className="max-w-3xl text-xs leading-relaxed text-muted-foreground">
          {env.appName} offers general information, not medical advice. It does not diagnose or
          treat any condition. Talk to your doctor before changing your diet or starting to fast,
          especially if you are pregnant or breastfeeding, take medication, or have diabetes, kidney
          or liver disease, or a history of eating disorders. Results vary from person to person.
        </p>
        <p className="text-xs text-muted-foreground">
          {/* Prerendered at build time: after New Year the page's year may differ from the
              visitor's until the next build, which is fine for a copyright line. */}
          ©{' '}
          <span className="num" suppressHydrationWarning>
            {new Date().getFullYear()}
          </span>{' '}
          {env.appName}
        </p>
      </div>
    </footer>
  );
}
