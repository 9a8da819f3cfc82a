import type { ReactNode } from 'react';

/** The closing band of a public page: an optional icon, an h2, then the page's text and button. */
export function CallToActionSection({
  titleId,
  title,
  icon,
  children,
}: {
  titleId: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="border-t bg-card/40">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        {icon}
        <h2 id={titleId} className="text-3xl font-semibold tracking-tight text-balance">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
