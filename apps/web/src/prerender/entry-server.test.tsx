// @vitest-environment node
// As on the build machine: no window, document or storage. A component that reads them while
// rendering fails here before it breaks the build.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { PRERENDERED_PAGES, renderPage } from './entry-server';

const routeModules = import.meta.glob<{ default: unknown }>('../app/routes/*.tsx');

/** The text of the first element `tag` in `html`, tags stripped. */
function textOf(html: string, tag: string): string {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

describe('the prerender: public pages as a signed-out visitor first sees them', () => {
  it('renders the landing page: the hero heading, "Try It Free" and the Login button', async () => {
    const { html, meta } = await renderPage('/');
    expect(textOf(html, 'h1').length).toBeGreaterThan(10);
    expect(html).toMatch(/<a[^>]*href="\/auth\?mode=sign-up"[^>]*>Try It Free/);
    expect(html).toContain('Start Free Trial');
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>.*Login<\/a>/);
    expect(html).not.toContain('Go to Dashboard');
    expect(meta.title).toMatch(/ \| KetoFlow$/);
    expect(meta.description).toMatch(/\S/);
  });

  it('renders every prerendered page with its own heading and title, never an error screen', async () => {
    const titles = new Set<string>();
    for (const page of Object.keys(PRERENDERED_PAGES)) {
      const { html, meta } = await renderPage(page);
      expect(textOf(html, 'h1'), page).not.toBe('');
      expect(html, page).not.toContain('Something went wrong');
      expect(html, page).not.toContain('Loading page...');
      titles.add(meta.title);
    }
    expect(titles.size).toBe(Object.keys(PRERENDERED_PAGES).length);
  });

  it('names, for each page, the route module the route table loads for it', async () => {
    for (const [page, { module }] of Object.entries(PRERENDERED_PAGES)) {
      const route = matchRoutes(routes, page)?.at(-1)?.route;
      if (typeof route?.lazy !== 'function') throw new Error(`${page}: not a lazy route`);
      const { Component } = await route.lazy();
      const load = routeModules[module.replace(/^src\/app\//, '../app/')];
      if (!load) throw new Error(`${page}: no module ${module}`);
      expect(Component, page).toBe((await load()).default);
    }
  });

  it('refuses a path outside the route table instead of prerendering the 404 page', async () => {
    await expect(renderPage('/no-such-page')).rejects.toThrow('/no-such-page is not a page');
  });
});
