import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints, type CommerceConfig } from '@ketoflow/contracts';
import { handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The landing page carries its own trust band under the hero: four plain promises.
// An operator may also configure a trust-badge script (a seal from their payment provider). It then
// shows in a fixed corner: bottom left on the sales page, top right on the thank-you page.
// Without one, the pages are complete as they are and load nothing from elsewhere.

const BADGE_URL = 'https://badges.example.net/seal.js';

function commerceConfig(trustBadgeScriptUrl: string | null): CommerceConfig {
  return {
    plans: [],
    coinPacks: [],
    trustBadgeScriptUrl,
    paymentProviderScriptUrl: null,
    operator: { name: 'KetoFlow', address: null, email: 'hello@example.com' },
  };
}

// The page loads the badge with a <script src> element; happy-dom never fetches such scripts,
// so the element, where it sits and its address, is what these stories check.

/** The badge's corner container, once the page has one. */
async function waitForSlot(): Promise<HTMLElement> {
  let slot: HTMLElement | null = null;
  await waitFor(() => {
    slot = document.querySelector<HTMLElement>('[data-slot="trust-badge"]');
    expect(slot, 'no trust-badge container on the page').not.toBeNull();
  });
  return slot!;
}

describe('the trust badge', () => {
  it('sits bottom left on the sales page, with the configured script inside it', async () => {
    server.use(reply(endpoints.commerce.config, commerceConfig(BADGE_URL)));
    renderApp('/d');
    await screen.findByRole('heading', { level: 1 });

    const slot = await waitForSlot();
    expect(slot).toHaveClass('fixed', 'bottom-4', 'left-4');
    expect(slot).not.toHaveClass('top-20');
    expect(slot).not.toHaveClass('right-4');
    expect(slot.querySelector('script')).toHaveAttribute('src', BADGE_URL);
    expect(document.querySelectorAll('[data-slot="trust-badge"]')).toHaveLength(1);
  });

  it('sits top right on the thank-you page', async () => {
    server.use(reply(endpoints.commerce.config, commerceConfig(BADGE_URL)));
    renderApp('/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }),
    ).toBeVisible();

    const slot = await waitForSlot();
    expect(slot).toHaveClass('fixed', 'top-20', 'right-4');
    expect(slot).not.toHaveClass('bottom-4');
    expect(slot).not.toHaveClass('left-4');
    expect(slot.querySelector('script')).toHaveAttribute('src', BADGE_URL);
    expect(document.querySelectorAll('[data-slot="trust-badge"]')).toHaveLength(1);
  });

  it.each(['/d', '/welcome'])(
    'is absent on %s, and nothing is loaded for it, without a configured script',
    async (url) => {
      let configAnswered = false;
      server.use(
        handle(endpoints.commerce.config, () => {
          configAnswered = true;
          return commerceConfig(null);
        }),
      );
      renderApp(url);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(configAnswered).toBe(true));
      // Time for the page to render what the answer says.
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(document.querySelector('[data-slot="trust-badge"]')).toBeNull();
      expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    },
  );

  it('on the landing page is the band under the hero, not the floating badge', async () => {
    server.use(reply(endpoints.commerce.config, commerceConfig(BADGE_URL)));
    renderApp('/');
    const hero = await screen.findByRole('heading', { level: 1 });
    const band = screen.getByRole('region', { name: 'What you can count on' });
    expect(band.previousElementSibling).toContainElement(hero);
    expect(
      within(band)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.font-semibold')?.textContent),
    ).toEqual([
      'USDA nutrition data',
      'Numbers are computed',
      'Your data, your call',
      '60-day money-back',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[data-slot="trust-badge"]')).toBeNull();
  });
});
