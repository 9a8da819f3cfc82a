import { endpoints } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_KEY, AUTH_STORAGE_PREFIX } from '../../../entities/session/session';
import { PENDING_REFERRAL_KEY } from '../../../entities/referral/pending-referral';
import { KEPT_SCREEN_PREFIX } from '../../../lib/kept-screen';
import { INSTALL_DISMISSED_KEY } from '../../../lib/pwa';
import { THEME_STORAGE_KEY } from '../../../lib/theme';
import { handle } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

/** The names the policy's table gives, as a reader sees them. */
async function namesListed(): Promise<string[]> {
  server.use(handle(endpoints.commerce.config, () => new Promise<never>(() => {})));
  renderApp('/cookie-policy');
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('the cookie policy', () => {
  it('names the keys the app really keeps in the browser, under the names the code uses', async () => {
    const names = await namesListed();
    expect(names).toEqual(
      expect.arrayContaining([
        THEME_STORAGE_KEY,
        INSTALL_DISMISSED_KEY,
        SIGNED_IN_HINT_KEY,
        `${AUTH_STORAGE_PREFIX}preferences-unsynced:<user>`,
        `${KEPT_SCREEN_PREFIX}<screen>`,
        'ketoflow-device, ketoflow-outbox',
        'ketoflow-catalogue',
      ]),
    );
    expect(
      names.some((name) => name.includes(PENDING_REFERRAL_KEY) || /referral/i.test(name)),
    ).toBe(true);
  });

  it('mentions no “hints”, which the app does not have', async () => {
    await namesListed();
    expect(screen.queryByText(/hints?\b/i)).not.toBeInTheDocument();
  });
});
