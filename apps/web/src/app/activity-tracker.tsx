import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type * as ActivityApi from '../entities/activity/activity';
import { useActivitySettings } from '../entities/activity/activity-settings';
import { useSession } from '../entities/session/session';
import { afterLoad } from '../lib/after-load';

type ActivityModule = typeof ActivityApi;

/** Visits made before the person's choice is known (a few at most: it takes one request). */
const PENDING_VISITS_MAX = 10;

/**
 * Activity logging for the signed-in person who has not turned it off (profile): starts the
 * queue and the last-active ping, and logs a page_visit on every route change. Visitors get
 * nothing, not even the code: it is loaded on demand once someone is signed in. Renders
 * nothing, and works in effects only, so prerendered pages hydrate unchanged.
 */
export function ActivityTracker() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const settings = useActivitySettings(userId);
  // Undefined while the choice loads; pages seen meanwhile wait and go out once it is "on".
  const choice = settings.data?.loggingEnabled;
  const enabled = userId !== null && choice === true;
  const { pathname } = useLocation();
  const [activity, setActivity] = useState<ActivityModule | null>(null);
  const waiting = useRef<{ pathname: string; at: number }[]>([]);
  // Who saw which page last, so a page counts once however often this effect re-runs.
  const lastSeen = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    // Logging draws nothing: it starts once the page has loaded and the browser is quiet, not
    // in the middle of the first screen's start-up (pages seen meanwhile wait, with their time).
    void afterLoad()
      .then(() => import('../entities/activity/activity'))
      .then((module) => {
        if (cancelled) return;
        stop = module.startActivityLogging();
        setActivity(module);
      })
      // Offline before the device holds this module: nothing is logged, nothing breaks.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      setActivity(null);
    };
    // A different person signing in on this tab starts afresh.
  }, [enabled, userId]);

  useEffect(() => {
    const seen = `${userId ?? ''}\n${pathname}`;
    const isNew = seen !== lastSeen.current;
    lastSeen.current = seen;
    // Signed out or "off": nothing is logged, and nothing is kept to log later.
    if (userId === null || choice === false) {
      waiting.current = [];
      return;
    }
    if (isNew) {
      waiting.current = [...waiting.current, { pathname, at: Date.now() }].slice(
        -PENDING_VISITS_MAX,
      );
    }
    if (!activity) return;
    const due = waiting.current;
    waiting.current = [];
    for (const visit of due) {
      activity.logActivity(
        { actionType: 'page_visit', route_name: activity.routeNameOf(visit.pathname) },
        visit.pathname,
        visit.at,
      );
    }
  }, [activity, pathname, userId, choice]);

  useInteractionLogging(activity, pathname);
  return null;
}

/** The app's own happenings, logged as system events, by the browser's events. */
const SYSTEM_EVENTS = {
  appinstalled: 'app_installed',
  offline: 'connection_lost',
  online: 'connection_restored',
} as const;

/**
 * Button presses, logged as user interactions, of the controls marked `data-activity` (the action's
 * name), with the button's look as `button_type` and the screen as `page`: named controls
 * only, never their text or what was typed. And the app's system events. Both only while
 * logging runs for the person (`activity` is loaded).
 */
function useInteractionLogging(activity: ActivityModule | null, pathname: string): void {
  const page = useRef(pathname);
  useEffect(() => {
    page.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!activity) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>('[data-activity]');
      const action = control?.dataset.activity;
      if (!control || !action) return;
      activity.logActivity(
        {
          actionType: 'user_interaction',
          action,
          button_type: control.dataset.variant ?? control.tagName.toLowerCase(),
          page: activity.routeNameOf(page.current),
        },
        page.current,
      );
    };
    const onSystem = (event: Event) => {
      const name = SYSTEM_EVENTS[event.type as keyof typeof SYSTEM_EVENTS];
      activity.logActivity({ actionType: 'system_event', event: name }, page.current);
    };
    document.addEventListener('click', onClick, { capture: true });
    for (const type of Object.keys(SYSTEM_EVENTS)) window.addEventListener(type, onSystem);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      for (const type of Object.keys(SYSTEM_EVENTS)) window.removeEventListener(type, onSystem);
    };
  }, [activity]);
}
