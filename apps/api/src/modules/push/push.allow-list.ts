/**
 * The push services reminders may be sent to: the browsers' own, by host name, over https on
 * the default port. A subscription's endpoint is an address a person hands the server, which
 * then POSTs to it on every reminder; without this list anyone could make the server send
 * requests into its own network (loopback, the LAN, a cloud's metadata service) or at any site.
 *
 * Hosts (checked against the endpoints the browsers hand out):
 * - Chrome, Edge on Android, Opera, Samsung Internet and other Chromium browsers: Firebase
 *   Cloud Messaging, `fcm.googleapis.com`;
 * - Firefox: Mozilla's autopush, `updates.push.services.mozilla.com` (any one label under
 *   `push.services.mozilla.com`);
 * - Edge on Windows: the Windows Push Notification Services, `<node>.notify.windows.com`;
 * - Safari on macOS and iOS: `web.push.apple.com` (any one label under `push.apple.com`).
 *
 * An operator may add whole origins (scheme, host, port) with PUSH_EXTRA_ORIGINS, e.g. a local
 * test push service on http. Everything else is refused: other hosts, IP literals, http, other
 * ports, user names or passwords in the address. The same check runs at subscription and again
 * before each send, since the setting may have changed in between.
 */

/** Exact host names. */
const HOSTS = new Set(['fcm.googleapis.com', 'web.push.apple.com']);

/** Parents whose direct children (one DNS label) are push service nodes. */
const PARENTS = ['push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isKnownHost(hostname: string): boolean {
  if (HOSTS.has(hostname)) return true;
  return PARENTS.some((parent) => {
    if (!hostname.endsWith(`.${parent}`)) return false;
    return LABEL.test(hostname.slice(0, -parent.length - 1));
  });
}

export type AllowList = {
  /**
   * The endpoint as the URL to send to, or null when it is not a push service we send to. The
   * caller sends to the returned URL (`href`), the same parse that was judged.
   */
  accept(endpoint: string): URL | null;
};

/** `extraOrigins`: whole origins as `URL.origin` spells them (config normalises them). */
export function createAllowList(extraOrigins: readonly string[]): AllowList {
  const extra = new Set(extraOrigins);
  return {
    accept(endpoint) {
      if (!URL.canParse(endpoint)) return null;
      const url = new URL(endpoint);
      if (url.username || url.password || url.hash) return null;
      if (extra.has(url.origin)) return url;
      // `port` is empty when it is the scheme's default; a hostname that is an IP literal,
      // `localhost` or anything private is not in the list, so it never gets here.
      if (url.protocol !== 'https:' || url.port !== '') return null;
      return isKnownHost(url.hostname) ? url : null;
    },
  };
}
