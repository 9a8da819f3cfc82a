import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../lib/pwa';
import { InstallCard } from './install-card';

// Public pages are prerendered with the same components and hydrated (decision 020): the card
// must render on a server, where no browser globals exist, and hydrate without a mismatch.

function card(path = '/') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <InstallCard />
    </MemoryRouter>
  );
}

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    platforms: ['web'],
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    prompt: () => Promise.resolve(),
  });
  window.dispatchEvent(event);
}

let root: ReturnType<typeof hydrateRoot> | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('install card on prerendered pages', () => {
  it('renders on a server without window, document, navigator or storage', () => {
    for (const name of [
      'window',
      'document',
      'navigator',
      'localStorage',
      'sessionStorage',
      'matchMedia',
    ]) {
      vi.stubGlobal(name, undefined);
    }
    let html: string;
    try {
      html = renderToString(card());
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toBe('');
  });

  it('hydrates the empty server markup, then shows the card the browser offered', async () => {
    captureInstallPrompt();
    offerInstall();
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    document.body.append(container);

    await act(async () => {
      root = hydrateRoot(container, card());
      await Promise.resolve();
    });
    const shown = await screen.findByRole('complementary', { name: 'Install KetoFlow' });
    expect(shown).toHaveTextContent('Install App');
  });
});
