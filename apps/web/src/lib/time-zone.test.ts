import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so each story starts without a reading. */
async function freshClientTimeZone() {
  vi.resetModules();
  return (await import('./time-zone')).clientTimeZone;
}

// The real method, called on each formatter with its own `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The zone the browser reports from now on. */
function reportZone(zone: string | undefined) {
  vi.restoreAllMocks();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: zone as string };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the browser’s time zone', () => {
  it('is the zone the browser reports when the server would take it', async () => {
    reportZone('Europe/Berlin');
    expect((await freshClientTimeZone())()).toBe('Europe/Berlin');
  });

  it('is UTC when the browser reports none or one the server would refuse', async () => {
    reportZone(undefined);
    expect((await freshClientTimeZone())()).toBe('UTC');
    reportZone('Mars/Olympus_Mons');
    expect((await freshClientTimeZone())()).toBe('UTC');
  });

  it('follows a change of zone within a minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    reportZone('Europe/Berlin');
    const clientTimeZone = await freshClientTimeZone();
    expect(clientTimeZone()).toBe('Europe/Berlin');
    reportZone('America/New_York');
    expect(clientTimeZone()).toBe('Europe/Berlin');
    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    expect(clientTimeZone()).toBe('America/New_York');
  });
});
