import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick } from '../lib/early-interaction';
import { MODULE_LOADER_SCRIPT } from './module-loader';

/**
 * The inline loader of a prerendered page, run as a classic script at the end of <body>.
 * (jsdom has no paint timing, so a page that does not wait for an interaction
 * starts at once.) Its listeners stay on the test's window, so each test uses a fresh page.
 */
function loadPage({
  defer,
  signedIn = false,
  preload = '/assets/framework-abc.js /assets/landing-abc.js',
}: {
  defer: boolean;
  signedIn?: boolean;
  preload?: string;
}) {
  document.body.innerHTML =
    '<div id="root" data-prerendered="/"><button type="button">6 Months</button><a href="/auth">Try It Free</a></div>';
  if (signedIn) window.localStorage.setItem('auth:signed-in', '1');
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-abc.js');
  script.setAttribute('data-preload', preload);
  if (defer) script.setAttribute('data-defer', '');
  document.body.appendChild(script);
  // jsdom does not run inserted scripts: run the loader's text with this element standing in
  // for document.currentScript.
  const run = MODULE_LOADER_SCRIPT.replace(/\(document\.currentScript\)$/, '(current)');
  expect(run).not.toBe(MODULE_LOADER_SCRIPT);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  new Function('current', run)(script);
}

/** What the loader adds to <head> (kept here: jsdom cannot load modules, and says so). */
let added: Element[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof Element) added.push(node);
    return node;
  });
});

const entryScripts = () =>
  added.filter((e) => e.tagName === 'SCRIPT' && e.getAttribute('type') === 'module').length;
const preloads = () => added.filter((e) => e.getAttribute('rel') === 'modulepreload').length;

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.localStorage.clear();
});

describe('the prerendered pages’ module loader', () => {
  it('starts the app at once on a page that does not wait for an interaction', () => {
    // A fast device: no time passes between the appends (a busy test machine's real clock
    // would move some preloads to a later task, which the next test covers).
    vi.spyOn(performance, 'now').mockReturnValue(0);
    loadPage({ defer: false });
    expect(entryScripts()).toBe(1);
    expect(preloads()).toBe(2);
  });

  it('adds the entry first, then spreads slow preloads over several tasks', async () => {
    // Each preload costs this (slow) device 5 ms of main thread.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof Element) added.push(node);
      clock += 5;
      return node;
    });
    const chunks = Array.from({ length: 8 }, (_, i) => `/assets/chunk-${i}.js`);
    loadPage({ defer: false, preload: chunks.join(' ') });
    expect(added[0]?.tagName).toBe('SCRIPT');
    const firstTask = preloads();
    expect(firstTask).toBeGreaterThan(0);
    expect(firstTask).toBeLessThan(chunks.length);
    await vi.waitFor(() => expect(preloads()).toBe(chunks.length));
    expect(added.slice(1).map((link) => link.getAttribute('href'))).toEqual(chunks);
  });

  it('on the landing page, waits for a signed-out visitor’s first interaction', () => {
    loadPage({ defer: true });
    expect(entryScripts()).toBe(0);
    window.dispatchEvent(new Event('pointermove'));
    expect(entryScripts()).toBe(1);
    window.dispatchEvent(new Event('keydown'));
    expect(entryScripts()).toBe(1);
  });

  it('starts at once for a browser with a signed-in user', () => {
    loadPage({ defer: true, signedIn: true });
    expect(entryScripts()).toBe(1);
  });

  it('starts at once for a URL with a query string (the markup may not be what it asks for)', () => {
    window.history.replaceState(null, '', '/?ref=friend');
    try {
      loadPage({ defer: true });
      expect(entryScripts()).toBe(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps a click on a button made before the page is live, and it is replayed after', () => {
    loadPage({ defer: true });
    const button = document.querySelector('button');
    let clicks = 0;
    button?.addEventListener('click', (event) => {
      if (!event.defaultPrevented) clicks += 1;
    });
    // React listens at #root: a page halfway through hydrating must not act on it as well.
    let reachedRoot = 0;
    document.getElementById('root')?.addEventListener('click', () => (reachedRoot += 1));
    button?.click();
    // The click started the app and was held back…
    expect(entryScripts()).toBe(1);
    expect(clicks).toBe(0);
    expect(reachedRoot).toBe(0);
    // …until the page is live (main.tsx drops the mark, then replays).
    document.getElementById('root')?.removeAttribute('data-prerendered');
    replayEarlyClick();
    expect(clicks).toBe(1);
    expect(reachedRoot).toBe(1);
  });
});
