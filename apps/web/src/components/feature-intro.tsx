import type { LucideIcon } from 'lucide-react';
import { useDocumentMeta } from '../lib/document-meta';

export interface FeatureIntroProps {
  title: string;
  description: string;
  icon?: LucideIcon;
}

/**
 * Placeholder for a screen that a later issue builds: the feature's title and a one-line
 * description. Also sets the document title and meta description.
 */
export function FeatureIntro({ title, description, icon: Icon }: FeatureIntroProps) {
  useDocumentMeta({ title, description });
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex max-w-3xl flex-col items-start gap-4">
        {Icon && (
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="max-w-prose text-lg text-muted-foreground text-pretty">{description}</p>
      </div>
    </main>
  );
}
