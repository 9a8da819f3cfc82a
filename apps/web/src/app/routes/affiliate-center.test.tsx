import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser } from '../../testing/fixtures';
import { apiError, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// When the referral numbers cannot be read, the affiliate centre says so in the programme's
// own words, "Failed to fetch referral stats: <reason>", rather than a generic error.

describe('/affiliate-center when the referral stats cannot be read', () => {
  it('says "Failed to fetch referral stats" with the reason the server gave', async () => {
    server.use(
      reply(endpoints.referrals.mine, apiError(503, 'INTERNAL', 'The database is not reachable')),
    );
    renderApp('/affiliate-center', { user: aUser() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your referrals');
    expect(alert).toHaveTextContent(
      'Failed to fetch referral stats: The database is not reachable',
    );
  });
});
