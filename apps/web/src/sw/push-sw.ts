// The script the app's service worker imports (vite.config.ts, `importScripts`): the push and
// notification-click handlers, built on their own by scripts/push-worker.ts.
import { registerPushHandlers, type PushWorkerScope } from './push-handlers';

// In a service worker, `self` is its global scope; the handlers need only these parts of it.
declare const self: PushWorkerScope;

registerPushHandlers(self);
