import type { ReactNode } from 'react';

/**
 * The closing band of a public page: an optional icon, an h2, then the page's text and button.
 * With `id` it is a target other buttons scroll to (and focus: tabIndex -1).
 */
export function CallToActionSection({
  id,
  titleId,
  title,
  icon,
  children,
}: {
  id?: string;
  titleId: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={titleId}
      className="scroll-mt-20 border-t bg-card/40 outline-none"
    >
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
