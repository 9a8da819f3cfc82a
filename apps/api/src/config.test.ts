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

describe('Web Push settings', () => {
  const keys = {
    VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'y'.repeat(43),
  };

  it('take the VAPID key pair together, or generate one (null here)', () => {
    expect(loadConfig(base).push.vapidKeys).toBeNull();
    expect(loadConfig({ ...base, ...keys }).push.vapidKeys).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ ...base, ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });

  it('name the app’s https address, or else the sender of its e-mail, as the contact', () => {
    const subject = (env: Record<string, string>) =>
      loadConfig({ ...base, ...env }).push.vapidSubject;
    expect(subject({ APP_URL: 'https://keto.example/' })).toBe('https://keto.example');
    expect(
      subject({ APP_URL: 'http://192.168.1.5:3000', MAIL_FROM: 'Keto <hi@keto.example>' }),
    ).toBe('mailto:hi@keto.example');
    expect(subject({ APP_URL: 'https://localhost' })).toBe('mailto:no-reply@localhost');
    expect(subject({ VAPID_SUBJECT: 'mailto:ops@keto.example' })).toBe('mailto:ops@keto.example');
    expect(() => subject({ VAPID_SUBJECT: 'ops@keto.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('accept extra push service origins, spelled as origins', () => {
    const origins = (value: string) =>
      loadConfig({ ...base, PUSH_EXTRA_ORIGINS: value }).push.extraOrigins;
    expect(origins(' http://127.0.0.1:4123 , https://Push.Example.com/ ')).toEqual([
      'http://127.0.0.1:4123',
      'https://push.example.com',
    ]);
    for (const bad of [
      '127.0.0.1:4123',
      'https://push.example.com/wpush',
      'ftp://push.example.com',
    ]) {
      expect(() => origins(bad)).toThrow(/PUSH_EXTRA_ORIGINS/);
    }
  });
});
