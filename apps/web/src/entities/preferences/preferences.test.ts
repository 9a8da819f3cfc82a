import { EMPTY_PREFERENCES, endpoints, type UserPreferences } from '@ketoflow/contracts';
import { isTourDismissed, TEMP_TOUR_DISMISSAL_MS } from '@ketoflow/domain';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { apiError, handle } from '../../testing/http';
import { resetSession, server, session } from '../../testing/server';
import { readLocalPreferences } from './local-store';
import { mergeWithServer, resetPreferences } from './sync';
import { dismissTour, skipTour } from './use-preferences';

const user = aUser({ id: 'user-prefs' });
const HOUR = 3_600_000;
const NOW = Date.now();

/** What the server stores for the signed-in user (the baseline handlers keep it). */
function stored(prefs: UserPreferences = EMPTY_PREFERENCES) {
  resetSession({ user, preferences: prefs });
}

describe('a dismissal on this device', () => {
  it('applies at once and is saved to the server in the background', async () => {
    stored();
    const saving = dismissTour(user.id, 'dashboard');
    // Before the server has answered, this device already hides the tour.
    expect(readLocalPreferences(user.id).dismissed_tours.ids).toEqual(['dashboard']);
    await saving;
    expect(session.preferences.dismissed_tours.ids).toEqual(['dashboard']);
  });

  it('still applies when the save fails: logged, not shown, and sent again with the next change', async () => {
    stored();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(handle(endpoints.preferences.upsert, () => apiError(500, 'INTERNAL', 'Down.')));
    await dismissTour(user.id, 'dashboard');
    expect(readLocalPreferences(user.id).dismissed_tours.ids).toEqual(['dashboard']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/saving dismissed_tours failed/);
    expect(session.preferences.dismissed_tours.ids).toEqual([]);

    // The server is back: the next change sends both the new key and the one left behind.
    server.resetHandlers();
    await skipTour(user.id, 'coach', NOW);
    expect(session.preferences.dismissed_tours.ids).toEqual(['dashboard']);
    expect(Object.keys(session.preferences.temp_dismissed_tours.data)).toEqual(['coach']);
  });

  it('is also saved when the connection is lost, on the next change', async () => {
    stored();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.put('*/api/v1/me/preferences', () => HttpResponse.error()));
    await dismissTour(user.id, 'profile');
    server.resetHandlers();
    await dismissTour(user.id, 'coach');
    expect(session.preferences.dismissed_tours.ids).toEqual(['profile', 'coach']);
  });
});

describe('merging with the server at sign-in', () => {
  it('unites the ids and keeps the latest skip per tour, and sends up what only this device had', async () => {
    const now = NOW;
    // The laptop skipped the coach tour an hour ago and dismissed the profile tour…
    stored();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(handle(endpoints.preferences.upsert, () => apiError(500, 'INTERNAL', 'Down.')));
    await dismissTour(user.id, 'profile');
    await skipTour(user.id, 'coach', now - HOUR);
    server.resetHandlers();
    // …while the phone dismissed the dashboard tour and skipped the coach tour 5 hours ago.
    session.preferences = {
      ...EMPTY_PREFERENCES,
      dismissed_tours: { ids: ['dashboard'] },
      temp_dismissed_tours: { data: { coach: now - 5 * HOUR, metashift: now - 2 * HOUR } },
    };

    const merged = await mergeWithServer(user.id);
    expect(merged.dismissed_tours.ids.toSorted()).toEqual(['dashboard', 'profile']);
    expect(merged.temp_dismissed_tours.data).toEqual({
      coach: now - HOUR,
      metashift: now - 2 * HOUR,
    });
    expect(readLocalPreferences(user.id)).toEqual(merged);
    await vi.waitFor(() =>
      expect(session.preferences.dismissed_tours.ids.toSorted()).toEqual(['dashboard', 'profile']),
    );
    await vi.waitFor(() =>
      expect(session.preferences.temp_dismissed_tours.data.coach).toBe(now - HOUR),
    );
  });

  it('uses this device’s copy when the server cannot be reached', async () => {
    stored();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await dismissTour(user.id, 'dashboard');
    server.use(http.get('*/api/v1/me/preferences', () => HttpResponse.error()));
    const merged = await mergeWithServer(user.id);
    expect(merged.dismissed_tours.ids).toEqual(['dashboard']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/reading the saved dismissals failed/),
      expect.anything(),
    );
  });

  it('resets here and on the server', async () => {
    stored({ ...EMPTY_PREFERENCES, dismissed_tours: { ids: ['dashboard'] } });
    await mergeWithServer(user.id);
    server.use(
      handle(endpoints.preferences.reset, ({ params }) => {
        if (params.key === 'dismissed_tours') session.preferences = EMPTY_PREFERENCES;
        return undefined;
      }),
    );
    await resetPreferences(user.id, ['dismissed_tours']);
    expect(readLocalPreferences(user.id).dismissed_tours.ids).toEqual([]);
    expect((await mergeWithServer(user.id)).dismissed_tours.ids).toEqual([]);
  });
});

describe('the 3-day rule for a skipped tour', () => {
  it('hides the tour for 3 days from the skip, then shows it again', async () => {
    stored();
    await skipTour(user.id, 'dashboard', NOW);
    const prefs = readLocalPreferences(user.id);
    expect(isTourDismissed(prefs, 'dashboard', NOW + 71 * HOUR)).toBe(true);
    expect(isTourDismissed(prefs, 'dashboard', NOW + TEMP_TOUR_DISMISSAL_MS - 1)).toBe(true);
    expect(isTourDismissed(prefs, 'dashboard', NOW + TEMP_TOUR_DISMISSAL_MS)).toBe(false);
    // Only that tour: the others still show on a first visit.
    expect(isTourDismissed(prefs, 'coach', NOW)).toBe(false);
  });

  it('counts from the latest skip when the tour is skipped again', async () => {
    stored();
    await skipTour(user.id, 'dashboard', NOW);
    await skipTour(user.id, 'dashboard', NOW + 2 * 24 * HOUR);
    const prefs = readLocalPreferences(user.id);
    expect(isTourDismissed(prefs, 'dashboard', NOW + TEMP_TOUR_DISMISSAL_MS + HOUR)).toBe(true);
  });
});
