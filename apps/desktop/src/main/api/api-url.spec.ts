import { describe, expect, it } from 'vitest';
import { ApiPathError, resolveApiUrl } from './api-url';

describe('resolveApiUrl', () => {
  it('joins API paths, queries included, to the base URL', () => {
    expect(resolveApiUrl('http://127.0.0.1:3000', '/api/auth/me').href).toBe(
      'http://127.0.0.1:3000/api/auth/me',
    );
    expect(resolveApiUrl('https://example.org/tontine', '/api/users?role=admin').href).toBe(
      'https://example.org/tontine/api/users?role=admin',
    );
  });

  it.each([
    '/auth/login',
    'api/auth/me',
    '//evil.example/api/x',
    '/api',
    '/apis/x',
    '/api/../admin',
    '/api/%2e%2e/admin',
    '/api/..%2f..%2fadmin/../../x',
    '/api/\\..\\admin',
    'http://evil.example/api/x',
  ])('refuses %s', (path) => {
    expect(() => resolveApiUrl('http://127.0.0.1:3000', path)).toThrow(ApiPathError);
  });

  it('keeps a base path prefix in the rule', () => {
    expect(() => resolveApiUrl('https://example.org/tontine', '/api/../../api/x')).toThrow(
      ApiPathError,
    );
  });
});
