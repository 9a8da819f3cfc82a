import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { preloadOnboardingCheck } from '../guards/require-onboarding';

// What an app screen shows while its guards wait: "Loading..." until the session is known,
// then "Checking your profile..." until the onboarding status is known.

const never = () => new Promise<never>(() => {});

describe('the guards of an app screen', () => {
  it('say "Loading..." while the session is being read', async () => {
    server.use(handle(endpoints.auth.session, never));
    renderApp('/dashboard');
    // The route's own code loads first ("Loading page..."), then the guard waits.
    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(currentUrl()).toBe('/dashboard');
  });

  it('say "Checking your profile..." while the onboarding status is being read', async () => {
    server.use(handle(endpoints.onboarding.get, never), handle(endpoints.dashboard.today, never));
    // The check's own code is here, as after any earlier app screen: what shows is the check
    // waiting for the record, not the placeholder shown while its code loads.
    await preloadOnboardingCheck();
    renderApp('/dashboard', { user: aUser() });
    expect(await screen.findByText('Checking your profile...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your profile...');
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
