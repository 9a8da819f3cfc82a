import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authSecretFile, loadConfig, loadStorageConfig } from './config.js';
import { modeOf } from './test/file-modes.js';

const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const base = {
  DATA_DIR: path.join(root, 'unused'),
  AUTH_SECRET: 'config-test-secret-that-is-long-enough-0123456789',
  PORT: '3000',
};
const vite = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

describe('trusted origins', () => {
  it.each(['production', 'test', undefined])(
    'are the app and its own port only with NODE_ENV=%s',
    (nodeEnv) => {
      const config = loadConfig({ ...base, NODE_ENV: nodeEnv, APP_URL: 'https://keto.example' });
      expect(config.trustedOrigins).toEqual([
        'https://keto.example',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
      ]);
    },
  );

  it("include Vite's dev server and preview in development", () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(config.trustedOrigins).toEqual(expect.arrayContaining(vite));
  });
});

describe('the generated auth secret', () => {
  it('is created owner-only in an owner-only DATA_DIR', () => {
    const dataDir = path.join(root, 'new', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(modeOf(path.join(root, 'new'))).toBe(0o700);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(authSecretFile(dataDir))).toBe(0o600);
    // The next start reads the same secret.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('is neither read nor created by the storage settings backup and restore use', () => {
    const dataDir = path.join(root, 'restore-target');
    expect(loadStorageConfig({ DATA_DIR: dataDir })).toEqual({
      dataDir,
      databaseUrl: undefined,
      authSecretInEnvironment: false,
    });
    expect(existsSync(dataDir)).toBe(false);
    expect(loadStorageConfig({ DATA_DIR: dataDir, AUTH_SECRET: base.AUTH_SECRET })).toMatchObject({
      authSecretInEnvironment: true,
    });
  });
});
