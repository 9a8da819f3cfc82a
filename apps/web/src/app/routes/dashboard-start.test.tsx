import { endpoints } from '@ketoflow/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startGuardedScreen } from '../guards/guarded-start';
import { routes } from '../router';
import { anOnboarding, aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { resetSession, server } from '../../testing/server';

/** An onboarding answer the test releases when it wants, and a record of who asked for it. */
function heldOnboarding() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = vi.fn();
  server.use(
    handle(endpoints.onboarding.get, async () => {
      asked();
      await held;
      return { status: 'complete' as const, response: anOnboarding() };
    }),
  );
  return { asked, release };
}

describe('opening the dashboard', () => {
  it('asks for today’s numbers while the onboarding record is still on its way', async () => {
    const onboarding = heldOnboarding();
    const todayAsked = vi.fn();
    server.use(
      handle(endpoints.dashboard.today, () => {
        todayAsked();
        return new Promise<never>(() => {});
      }),
    );
    renderApp('/dashboard', { user: aUser() });

    // The route's chunks load first: generous under a loaded machine.
    // Both requests are in flight at once; which reaches the server first is up to the machine.
    await waitFor(
      () => {
        expect(todayAsked).toHaveBeenCalledTimes(1);
        expect(onboarding.asked).toHaveBeenCalled();
      },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('heading', { level: 1, name: /, Sam$/ })).not.toBeInTheDocument();

    onboarding.release();
    expect(await screen.findByRole('heading', { level: 1, name: /, Sam$/ })).toBeInTheDocument();
    // The cards use the answer already asked for rather than asking again as they appear.
    expect(todayAsked).toHaveBeenCalledTimes(1);
  });
});

describe('starting the app on a signed-in screen', () => {
  it('asks for the onboarding record as soon as the session has a user', async () => {
    resetSession({ user: aUser() });
    const onboarding = heldOnboarding();
    void startGuardedScreen(routes, '/dashboard', new QueryClient());
    await waitFor(() => expect(onboarding.asked).toHaveBeenCalled(), { timeout: 5000 });
    onboarding.release();
  });

  it('asks for nothing more for a signed-out visitor or on a public page', async () => {
    const onboarding = heldOnboarding();
    const sessionAsked = vi.fn();
    server.use(
      handle(endpoints.auth.session, () => {
        sessionAsked();
        return { user: null };
      }),
    );
    resetSession({ user: null });
    void startGuardedScreen(routes, '/dashboard', new QueryClient());
    await waitFor(() => expect(sessionAsked).toHaveBeenCalled(), { timeout: 5000 });

    resetSession({ user: aUser() });
    void startGuardedScreen(routes, '/', new QueryClient());
    // One session request above, none for the public page (it reads the session as it renders).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionAsked).toHaveBeenCalledTimes(1);
    expect(onboarding.asked).not.toHaveBeenCalled();
    onboarding.release();
  });
});
