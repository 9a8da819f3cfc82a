import { START_DATA_ELEMENT_ID, type StartData } from '@ketoflow/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardingKeys, sessionKeys } from '../entities/query-keys';
import { SIGNED_IN_HINT_KEY } from '../entities/session/session';
import { aUser, anOnboarding } from '../testing/fixtures';
import { applyStartData, takeStartData } from './start-data';

function pageWith(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = START_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(START_DATA_ELEMENT_ID)?.remove();
  window.localStorage.clear();
});

describe('the start data a signed-in page carries', () => {
  const data: StartData = {
    user: aUser({ id: 'user-start-1' }),
    onboarding: { status: 'complete', response: anOnboarding() },
  };

  it('is taken once and cached as the session and onboarding requests would have', () => {
    pageWith(JSON.stringify(data).replace(/</g, '\\u003c'));
    const taken = takeStartData();
    expect(taken).toEqual(data);
    expect(document.getElementById(START_DATA_ELEMENT_ID)).toBeNull();
    expect(takeStartData()).toBeNull();

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    applyStartData(client, data);
    expect(client.getQueryData(sessionKeys.all)).toEqual(data.user);
    expect(client.getQueryData(onboardingKeys.detail('user-start-1'))).toEqual(data.onboarding);
    expect(client.getQueryState(sessionKeys.all)?.isInvalidated).toBe(false);
    // The landing page's "signed in" hint, as after any session answer with a user.
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });

  it('is ignored when absent, malformed or incomplete: the app asks the API instead', () => {
    expect(takeStartData()).toBeNull();
    for (const text of ['{"user":', '', 'null', '{"user":{"id":"u1"}}', '{"onboarding":{}}']) {
      pageWith(text);
      expect(takeStartData(), text).toBeNull();
      expect(document.getElementById(START_DATA_ELEMENT_ID), text).toBeNull();
    }
  });
});
