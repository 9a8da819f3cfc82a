import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureScreen,
  forgetKeptScreens,
  KEPT_SCREEN_PREFIX,
  keepScreen,
  keepScreensOnLeave,
} from './kept-screen';

const PAINTER = readFileSync(
  path.resolve(import.meta.dirname, '../../public/kept-screen.js'),
  'utf8',
);
const SCREEN =
  '<header><a href="/coin-recharge">25 FlowCoins</a></header><main><h1>Weight Tracker</h1>' +
  '<p>81.4 kg</p><form><input name="weight"><button type="submit">Log weight</button>' +
  '<button type="button" disabled="">Undo</button></form></main>';

/** The painter is a plain script of the page: run as the browser runs it. */
function runPainter(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's own text, as a page runs it
  new Function(PAINTER)();
}

/** A page as the service worker's shell arrives: an empty root, then the painter runs. */
function openPage(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  runPainter();
  return document.getElementById('root') as HTMLElement;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('auth:signed-in', '1');
});
afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the screen kept on the device, painted before the app runs', () => {
  it('paints the screen as last seen today, its controls waiting for the app', () => {
    keepScreen(window.localStorage, '/weight-tracker', 'user-1', SCREEN);
    const root = openPage('/weight-tracker');
    expect(root.getAttribute('data-drawn')).toBe('device');
    expect(root.querySelector('h1')?.textContent).toBe('Weight Tracker');
    expect(root.textContent).toContain('81.4 kg');
    const [log, undo] = [...root.querySelectorAll('button')];
    expect(log?.disabled).toBe(true);
    expect(log?.hasAttribute('data-wait')).toBe(true);
    // Disabled anyway: it keeps its look.
    expect(undo?.hasAttribute('data-wait')).toBe(false);
    expect(root.querySelector('input')?.disabled).toBe(true);
  });

  it('paints nothing from another day: its "today" would be wrong', () => {
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    keepScreen(window.localStorage, '/dashboard', 'user-1', SCREEN, yesterday);
    expect(openPage('/dashboard').hasChildNodes()).toBe(false);
  });

  it('paints nothing for a signed-out device, another screen or a day named in the address', () => {
    keepScreen(window.localStorage, '/my-meals', 'user-1', SCREEN);
    expect(openPage('/my-meals?date=2026-01-02').hasChildNodes()).toBe(false);
    expect(openPage('/weight-tracker').hasChildNodes()).toBe(false);
    window.localStorage.removeItem('auth:signed-in');
    expect(openPage('/my-meals').hasChildNodes()).toBe(false);
  });

  it('leaves a page alone that the server drew or filled with this visit’s data', () => {
    keepScreen(window.localStorage, '/dashboard', 'user-1', SCREEN);
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML =
      '<script type="application/json" id="start-data">{}</script><div id="root"></div>';
    runPainter();
    expect(document.getElementById('root')?.hasChildNodes()).toBe(false);
  });

  it('ignores a screen kept in a shape this version does not know', () => {
    window.localStorage.setItem(
      `${KEPT_SCREEN_PREFIX}/dashboard`,
      JSON.stringify({ v: 2, userId: 'user-1', savedAt: Date.now(), html: SCREEN }),
    );
    expect(openPage('/dashboard').hasChildNodes()).toBe(false);
  });
});

describe('what is kept', () => {
  function liveScreen(inner: string): HTMLElement {
    document.body.innerHTML = `<div id="root">${inner}</div>`;
    return document.getElementById('root') as HTMLElement;
  }

  it('keeps a finished daily-loop screen without its toasts and open dialogs', () => {
    const root = liveScreen(
      `${SCREEN}<section aria-label="Notifications alt+T"><li>Weight saved</li></section>` +
        '<div role="dialog"><h2>Edit weigh-in</h2></div>',
    );
    const kept = captureScreen(root, '/weight-tracker');
    expect(kept).toContain('81.4 kg');
    expect(kept).not.toContain('Weight saved');
    expect(kept).not.toContain('Edit weigh-in');
  });

  it('keeps nothing still loading, outside the daily loop, or painted before the app ran', () => {
    const loading = liveScreen('<main><h1>My Meals</h1><div data-slot="skeleton"></div></main>');
    expect(captureScreen(loading, '/my-meals')).toBeNull();
    const status = liveScreen('<main><h1>Coach</h1><p role="status">Loading page...</p></main>');
    expect(captureScreen(status, '/coach')).toBeNull();
    expect(captureScreen(liveScreen(SCREEN), '/admin/users')).toBeNull();
    const drawn = liveScreen(SCREEN);
    drawn.setAttribute('data-drawn', 'device');
    expect(captureScreen(drawn, '/weight-tracker')).toBeNull();
  });

  it('keeps a screen as it is left for another, before the next one is drawn', () => {
    const root = liveScreen(SCREEN);
    window.history.replaceState(null, '', '/weight-tracker');
    let announce: (state: { location: { pathname: string; search: string } }) => void = () => {};
    keepScreensOnLeave(root, () => 'user-1', {
      state: { location: { pathname: '/weight-tracker', search: '' } },
      subscribe: (listener) => (announce = listener),
    });
    announce({ location: { pathname: '/weight-tracker', search: '' } });
    expect(window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}/weight-tracker`)).toBeNull();
    announce({ location: { pathname: '/dashboard', search: '' } });
    const kept = JSON.parse(
      window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}/weight-tracker`) ?? 'null',
    ) as { userId: string; html: string } | null;
    expect(kept?.userId).toBe('user-1');
    expect(kept?.html).toContain('81.4 kg');
  });

  it('forgets the screens of anyone but the person now signed in, and all with null', () => {
    keepScreen(window.localStorage, '/dashboard', 'user-1', SCREEN);
    keepScreen(window.localStorage, '/profile', 'user-2', SCREEN);
    forgetKeptScreens(window.localStorage, 'user-2');
    expect(window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}/dashboard`)).toBeNull();
    expect(window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}/profile`)).not.toBeNull();
    forgetKeptScreens(window.localStorage, null);
    expect(window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}/profile`)).toBeNull();
  });
});
