import { useEffect } from 'react';
import { env } from '../config/env';

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
  useEffect(() => {
    document.title = title ? `${title} | ${env.appName}` : env.appName;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
