import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  endpoints,
  type AdminSystem,
  type AiEngineInfo,
  type ConnectionCheck,
} from '@ketoflow/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsFolder, type Database } from '../../db/client.js';
import { defineRoute } from '../../lib/define-route.js';

/** What the System page reads of the configuration (config.ts); secrets stay out. */
export type SystemSettings = {
  version: string;
  ai: { engine: string; baseUrl: string | undefined; apiKey: string | undefined };
  openFoodFacts: { enabled: boolean; baseUrl: string; userAgent: string };
  smtpConfigured: boolean;
  /** How long a connection check may take. */
  timeoutMs?: number;
};

const hostOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/** Times one request; any answer below 500 counts as reachable (the service spoke). */
async function check(url: string, init: RequestInit, timeoutMs: number): Promise<ConnectionCheck> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (res.status === 401 || res.status === 403)
      return {
        ok: false,
        latencyMs: latency(),
        message: `It answered ${res.status}: check the API key.`,
      };
    if (res.status >= 500)
      return {
        ok: false,
        latencyMs: latency(),
        message: `It answered ${res.status}: the service has trouble.`,
      };
    return { ok: true, latencyMs: latency(), message: `It answered ${res.status}.` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      latencyMs: latency(),
      message: timedOut
        ? `No answer within ${Math.round(timeoutMs / 1000)} s.`
        : 'It could not be reached (no network, a wrong address, or a refused connection).',
    };
  }
}

/**
 * The admin area's System page: version, database and migration level, the AI
 * engine with a connection check, Open Food Facts, mail and the outbox backlog.
 */
export function createAdminSystemModule(deps: {
  database: Database;
  settings: SystemSettings;
  aiInfo: () => AiEngineInfo;
  backlog: () => Promise<{ stored: number; failed: number }>;
  /** The reminders' queue (the reminders module's service fits). */
  reminderQueue: (now: Date) => Promise<AdminSystem['reminders']>;
}) {
  const { database, settings } = deps;
  const startedAt = new Date().toISOString();
  const timeoutMs = settings.timeoutMs ?? 8000;
  const known = (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

  async function system(): Promise<AdminSystem> {
    const [applied] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    return {
      version: settings.version,
      nodeVersion: process.version,
      startedAt,
      database: {
        kind: database.kind,
        migrationsApplied: Number(applied?.n ?? 0),
        migrationsKnown: known,
      },
      ai: { ...deps.aiInfo(), host: hostOf(settings.ai.baseUrl) },
      openFoodFacts: {
        enabled: settings.openFoodFacts.enabled,
        host: hostOf(settings.openFoodFacts.baseUrl) ?? settings.openFoodFacts.baseUrl,
      },
      mail: { smtpConfigured: settings.smtpConfigured, ...(await deps.backlog()) },
      reminders: await deps.reminderQueue(new Date()),
    };
  }

  async function testAi(): Promise<ConnectionCheck> {
    if (settings.ai.engine === 'builtin' || !settings.ai.baseUrl)
      return {
        ok: true,
        latencyMs: 0,
        message: 'The built-in engine runs inside this server: there is nothing to connect to.',
      };
    // The models list is the cheapest authenticated call OpenAI-compatible servers offer.
    return check(
      `${settings.ai.baseUrl}/models`,
      { headers: settings.ai.apiKey ? { authorization: `Bearer ${settings.ai.apiKey}` } : {} },
      timeoutMs,
    );
  }

  async function testOpenFoodFacts(): Promise<ConnectionCheck> {
    if (!settings.openFoodFacts.enabled)
      return {
        ok: false,
        latencyMs: 0,
        message: 'Barcode lookups are off (OPENFOODFACTS_ENABLED).',
      };
    return check(
      `${settings.openFoodFacts.baseUrl}/api/v2/product/3017620422003.json?fields=code`,
      { headers: { 'user-agent': settings.openFoodFacts.userAgent } },
      timeoutMs,
    );
  }

  const adminSystemRoutes: FastifyPluginAsyncZod = async (app) => {
    const tags = ['admin'];
    const ep = endpoints.adminSystem;
    defineRoute(app, ep.get, { schema: { tags, summary: 'Version, database, AI, mail' } }, system);
    defineRoute(app, ep.testAi, { schema: { tags, summary: 'Checks the AI server' } }, testAi);
    defineRoute(
      app,
      ep.testOpenFoodFacts,
      { schema: { tags, summary: 'Checks Open Food Facts' } },
      testOpenFoodFacts,
    );
  };
  return { adminRoutes: adminSystemRoutes };
}
