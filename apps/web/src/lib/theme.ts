import { useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';

/** localStorage key of the chosen theme; dark by default. */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

/** Browser chrome colours, kept in step with --background in index.css. */
export const THEME_COLOR: Record<Theme, string> = { dark: '#09100d', light: '#f8fbf8' };

/**
 * What initTheme does for a stored light choice, as a tiny inline script for the <head> of the
 * prerendered pages (src/prerender): it runs before their first paint, so a light-theme user
 * never sees the dark default flash. Placed after the theme-color meta tags it updates.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="light"){var r=document.documentElement;r.classList.remove("dark");r.classList.add("light");r.style.colorScheme="light";document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.content=${JSON.stringify(THEME_COLOR.light)}})}}catch(e){}`;

const listeners = new Set<() => void>();
let current: Theme = DEFAULT_THEME;

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document
    .querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', THEME_COLOR[theme]));
}

/**
 * Apply the stored choice before React renders. index.css is dark by default, so a light
 * user sees at most the time between CSS and this module, never a dark flash for dark users.
 */
export function initTheme(): Theme {
  current = readStoredTheme();
  applyTheme(current);
  // Keep several tabs in step.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) {
      current = readStoredTheme();
      applyTheme(current);
      listeners.forEach((listener) => listener());
    }
  });
  return current;
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice still applies to this page.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
  return { theme, setTheme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
