import { describe, expect, it } from 'vitest';
import {
  INSTALL_DISMISS_MS,
  installCardVariant,
  isInstallDismissed,
  type InstallCardFacts,
} from './pwa';

const DISMISSED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('install dismissal (hidden for 24 h)', () => {
  it('is not dismissed when nothing was stored', () => {
    expect(isInstallDismissed(null, DISMISSED_AT)).toBe(false);
  });

  it('hides the card from the dismissal until just before 24 h have passed', () => {
    expect(isInstallDismissed(DISMISSED_AT, DISMISSED_AT)).toBe(true);
    expect(isInstallDismissed(DISMISSED_AT, DISMISSED_AT + INSTALL_DISMISS_MS - 1)).toBe(true);
  });

  it('shows it again once 24 h have passed', () => {
    expect(INSTALL_DISMISS_MS).toBe(24 * 60 * 60 * 1000);
    expect(isInstallDismissed(DISMISSED_AT, DISMISSED_AT + INSTALL_DISMISS_MS)).toBe(false);
  });

  it('does not hide it for good when the stored time lies in the future', () => {
    expect(isInstallDismissed(DISMISSED_AT + 60_000, DISMISSED_AT)).toBe(false);
  });
});

describe('which install card shows', () => {
  const chrome: InstallCardFacts = {
    pathname: '/',
    standalone: false,
    dismissed: false,
    canPrompt: true,
    ios: false,
    iosHintDue: false,
  };
  const iphone: InstallCardFacts = { ...chrome, canPrompt: false, ios: true, iosHintDue: true };

  it('offers "Install App" only where the browser offered installation', () => {
    expect(installCardVariant(chrome)).toBe('prompt');
    expect(installCardVariant({ ...chrome, canPrompt: false })).toBeNull();
  });

  it('shows the iOS hint once its 3 s have passed', () => {
    expect(installCardVariant(iphone)).toBe('ios-hint');
    expect(installCardVariant({ ...iphone, iosHintDue: false })).toBeNull();
  });

  it.each([
    ['in standalone mode', { standalone: true }],
    ['after a dismissal', { dismissed: true }],
    ['on the sales page', { pathname: '/d' }],
    ['on the sales page with a trailing slash', { pathname: '/d/' }],
  ])('shows nothing %s', (_label, facts) => {
    expect(installCardVariant({ ...chrome, ...facts })).toBeNull();
    expect(installCardVariant({ ...iphone, ...facts })).toBeNull();
  });

  it('shows on every other page, the app screens included', () => {
    for (const pathname of ['/', '/auth', '/dashboard', '/dream-me', '/privacy-policy']) {
      expect(installCardVariant({ ...chrome, pathname })).toBe('prompt');
    }
  });
});
