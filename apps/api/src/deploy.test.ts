import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema } from './config-env.js';

// No container engine runs on the build machines, so the deployment files are checked here
// against what the server actually reads: an unknown variable would be silently ignored.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const knownEnv = new Set(Object.keys(EnvSchema.shape));

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
};
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
const dockerfile = read('Dockerfile');

describe('compose.yaml', () => {
  const { db, api, proxy } = compose.services;

  it('runs two API replicas from the Dockerfile on PostgreSQL, behind the proxy', () => {
    expect(api?.build).toBe('.');
    expect(api?.deploy?.replicas).toBe(2);
    expect(db?.image).toMatch(/^postgres:/);
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(api?.depends_on?.db?.condition).toBe('service_healthy');
    expect(proxy?.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('asks new accounts to confirm their e-mail address before they sign in', () => {
    expect(api?.environment?.AUTH_CONFIRM_EMAIL).toBe('true');
  });

  it('gives the API only variables its configuration knows', () => {
    const names = Object.keys(api?.environment ?? {});
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !knownEnv.has(name))).toEqual([]);
    // Both replicas must sign sessions and push messages alike, and trust the proxy's header.
    expect(api?.environment?.AUTH_SECRET).toBeTruthy();
    expect(api?.environment?.VAPID_PUBLIC_KEY).toMatch(/^\$\{VAPID_PUBLIC_KEY:\?/);
    expect(api?.environment?.VAPID_PRIVATE_KEY).toMatch(/^\$\{VAPID_PRIVATE_KEY:\?/);
    expect(api?.environment?.TRUST_PROXY).toBe('true');
  });

  it('checks the health of the database and of each replica', () => {
    expect(db?.healthcheck?.test).toContain('pg_isready');
    expect(api?.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  it('hands the proxy a committed configuration that forwards to the api service', () => {
    const mount = proxy?.volumes?.find((v) => v.includes('nginx'));
    const file = mount?.split(':')[0] ?? '';
    expect(existsSync(path.join(root, file))).toBe(true);
    const conf = read(file);
    expect(conf).toMatch(/server api:3000 resolve/);
    expect(conf).toMatch(/proxy_pass http:\/\/ketoflow_api;/);
    expect(api?.environment?.PORT).toBe('3000');
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs as a non-root user in another', () => {
    const stages = dockerfile.match(/^FROM node:20-bookworm-slim\b/gm) ?? [];
    expect(stages).toHaveLength(2);
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('checks /api/health and starts the bundle the build writes', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health/m);
    const outfile = /outfile: '([^']+)'/.exec(read('apps/api/build.mjs'))?.[1];
    expect(dockerfile).toContain(`"apps/api/${outfile ?? '?'}"`);
  });

  it('sets only variables the configuration knows', () => {
    const env = /^ENV ((?:[^\n]*\\\n)*[^\n]*)/m.exec(dockerfile)?.[1] ?? '';
    const names = [...env.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !knownEnv.has(name ?? ''))).toEqual([]);
  });
});
