import { endpoints } from '@ketoflow/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { server, session, startSession } from '../../testing/server';
import { onboardingKeys } from '../query-keys';
import { onboardingQueryOptions } from './onboarding';

// Every app screen's guard asks whether the user has finished onboarding. The answer is kept
// for five minutes, so moving between screens does not ask the server each time, and it is
// asked again as soon as something marks it out of date.

const MINUTE = 60_000;
const sam = aUser();

let asked = 0;
beforeEach(() => {
  asked = 0;
  // Only the clock moves in these tests; requests run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  startSession(sam);
  server.use(
    handle(endpoints.onboarding.get, () => {
      asked += 1;
      return { status: 'complete' as const, response: session.onboarding };
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** A client without the app's defaults: the status's own five minutes are what is tested. */
function freshClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function advanceClock(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

describe('the onboarding status', () => {
  it('is read once and reused for five minutes', async () => {
    const client = freshClient();
    const first = await client.fetchQuery(onboardingQueryOptions(sam.id));
    expect(first.status).toBe('complete');
    advanceClock(5 * MINUTE - 1000);
    await client.fetchQuery(onboardingQueryOptions(sam.id));
    expect(asked).toBe(1);
    client.clear();
  });

  it('is read again once it is more than five minutes old', async () => {
    const client = freshClient();
    await client.fetchQuery(onboardingQueryOptions(sam.id));
    advanceClock(5 * MINUTE + 1000);
    await client.fetchQuery(onboardingQueryOptions(sam.id));
    expect(asked).toBe(2);
    client.clear();
  });

  it('is read again at once when it is marked out of date', async () => {
    const client = freshClient();
    await client.fetchQuery(onboardingQueryOptions(sam.id));
    await client.invalidateQueries({ queryKey: onboardingKeys.all });
    await client.fetchQuery(onboardingQueryOptions(sam.id));
    expect(asked).toBe(2);
    client.clear();
  });
});
