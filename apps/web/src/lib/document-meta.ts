import { createContext, useContext, useEffect } from 'react';
import { env } from '../config/env';

export interface DocumentMeta {
  /** The full `<title>`: "Page | {product}", or just the product name. */
  title: string;
  description?: string;
}

/**
 * Where a server render (src/prerender) collects the page's title and description, since
 * effects do not run there. The browser never provides it: pages set the document's own.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

export function documentTitle(title?: string): string {
  return title ? `${title} | ${env.appName}` : env.appName;
}

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Set the document title ("Page | {product}", or just the product name) and the meta
 * description for the current page.
 */
export function useDocumentMeta(meta: { title?: string; description?: string }): void {
  const { title, description } = meta;
  // Server render only: the last page component to render names the page.
  useContext(DocumentMetaSink)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) setMetaDescription(description);
  }, [title, description]);
}
