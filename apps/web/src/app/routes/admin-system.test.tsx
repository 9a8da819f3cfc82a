import { endpoints } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const sam = aUser();

describe('/admin/system', () => {
  it('shows the facts and tests the AI connection', async () => {
    server.use(
      reply(endpoints.admin.access, {
        email: sam.email,
        role: 'admin' as const,
        secondFactor: 'verified' as const,
      }),
      reply(endpoints.adminSystem.get, {
        version: '0.1.0',
        nodeVersion: 'v20.20.2',
        startedAt: '2026-11-26T08:00:00.000Z',
        database: { kind: 'postgres' as const, migrationsApplied: 14, migrationsKnown: 15 },
        ai: {
          engine: 'openai-compatible' as const,
          model: 'gpt-4o-mini',
          visionModel: null,
          imageModel: null,
          capabilities: { chat: true, structured: true, vision: false, imageEdit: false },
          host: 'api.example.com',
        },
        openFoodFacts: { enabled: true, host: 'world.openfoodfacts.org' },
        mail: { smtpConfigured: false, stored: 3, failed: 0 },
        reminders: { due: 12, late: 4, sentLastDay: 250, failedLastWeek: 1 },
      }),
      reply(endpoints.adminSystem.testAi, {
        ok: false,
        latencyMs: 120,
        message: 'It answered 401: check the API key.',
      }),
    );
    const { user } = renderApp('/admin/system', { user: sam });
    const db = await screen.findByRole('region', { name: 'Database' });
    expect(within(db).getByText('14 of 15 (behind: restart to migrate)')).toBeVisible();
    const queue = screen.getByRole('region', { name: 'Reminders' });
    expect(within(queue).getByText('Late (no process delivering)').nextSibling).toHaveTextContent(
      '4',
    );
    const ai = screen.getByRole('region', { name: 'AI engine' });
    await user.click(within(ai).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(ai).findByText('Not connected (120 ms). It answered 401: check the API key.'),
    ).toBeVisible();
  });
});
