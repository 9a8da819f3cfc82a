import { describe, expect, it } from 'vitest';
import { canonicalTarget } from './request-target.js';

const url = (raw: string) => {
  const target = canonicalTarget(raw);
  return target.ok ? target.url : `refused: ${target.reason}`;
};

describe('the canonical request target', () => {
  it('keeps an ordinary path and its query as they are', () => {
    expect(url('/api/v1/foods/search?q=%61vo&limit=5')).toBe(
      '/api/v1/foods/search?q=%61vo&limit=5',
    );
    expect(url('/')).toBe('/');
  });

  it('decodes escaped unreserved characters, in either case of hex, and nothing else', () => {
    expect(url('/api/v1/%61dmin/users')).toBe('/api/v1/admin/users');
    expect(url('/%41%50%49/%7e%2D%2e%5F')).toBe('/API/~-._');
    // Reserved and other characters stay escaped (upper-cased), so they never become syntax.
    expect(url('/api/v1/foods/a%3fb%20c%25d')).toBe('/api/v1/foods/a%3Fb%20c%25d');
  });

  it('reads an absolute-form target as its path and query', () => {
    expect(url('http://example.com/api/v1/admin/users?x=1')).toBe('/api/v1/admin/users?x=1');
    expect(url('https://example.com:8443')).toBe('/');
  });

  it('refuses what a proxy and the router could read differently', () => {
    for (const raw of [
      '/api/v1%2Fadmin/users',
      '/api/v1%2fadmin/users',
      '/api/v1%5Cadmin',
      '/api/v1\\admin',
      '//api/v1/admin/users',
      '/api//v1/admin',
      '/api/v1/x/../admin',
      '/api/v1/./admin',
      '/api/v1/x/%2e%2E/admin',
      '/api/v1/admin/..',
      '/api/v1/%00admin',
      '/api/v1/%zzadmin',
      '/api/v1/admin%',
      '/api/v1/admin#x',
      '*',
      'api/v1/admin',
    ]) {
      expect(url(raw), raw).toMatch(/^refused: /);
    }
  });

  it('leaves letter case alone: paths are case-sensitive', () => {
    expect(url('/API/v1/Admin')).toBe('/API/v1/Admin');
  });
});
