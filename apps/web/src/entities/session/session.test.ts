import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_SCREEN_PREFIX, keepScreen } from '../../lib/kept-screen';
import { aUser } from '../../testing/fixtures';
import { setSessionUser } from './session';

const SCREEN = '<main><h1>Dashboard</h1><p>Good morning, Maria</p></main>';
const kept = (path: string) => window.localStorage.getItem(`${KEPT_SCREEN_PREFIX}${path}`);

afterEach(() => window.localStorage.clear());

describe('the screens kept on this device follow the session', () => {
  it('a session the server ended (no sign-out) leaves no screen of its person behind', () => {
    keepScreen(window.localStorage, '/profile', 'user-2', SCREEN);
    setSessionUser(new QueryClient(), null);
    expect(kept('/profile')).toBeNull();
  });

  it('another person signing in on the device never sees the last one’s screens', () => {
    keepScreen(window.localStorage, '/dashboard', 'user-1', SCREEN);
    keepScreen(window.localStorage, '/profile', 'user-2', SCREEN);
    setSessionUser(new QueryClient(), aUser({ id: 'user-2' }));
    expect(kept('/dashboard')).toBeNull();
    expect(kept('/profile')).not.toBeNull();
  });
});
