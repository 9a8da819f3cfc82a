import { useEffect } from 'react';

/**
 * Load an operator-configured third-party script (trust badge, payment provider) by URL:
 * a plain `<script src>` element, never inline code (the CSP allows exactly the configured
 * origins). With `container`, the script goes inside it, so widgets that render next to
 * their own script tag appear there; the element is removed on unmount. Without it, the
 * script is appended to <body> once per page load and kept.
 */
export function useExternalScript(
  url: string | null | undefined,
  container?: { current: HTMLElement | null },
): void {
  useEffect(() => {
    if (!url) return;
    const parent = container?.current ?? null;
    if (!parent && document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.referrerPolicy = 'strict-origin-when-cross-origin';
    (parent ?? document.body).append(script);
    if (!parent) return;
    return () => {
      script.remove();
      // Whatever the widget rendered into its container goes with it.
      parent.replaceChildren();
    };
  }, [url, container]);
}
