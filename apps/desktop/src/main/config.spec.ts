import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, resolveApiBaseUrl } from './config';

describe('resolveApiBaseUrl', () => {
  it('defaults to the local API', () => {
    expect(resolveApiBaseUrl({})).toBe(DEFAULT_API_URL);
    expect(resolveApiBaseUrl({ TONTINE_API_URL: '  ' })).toBe(DEFAULT_API_URL);
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(resolveApiBaseUrl({ TONTINE_API_URL: 'https://api.example.org/' })).toBe(
      'https://api.example.org',
    );
    expect(resolveApiBaseUrl({ TONTINE_API_URL: 'https://example.org/tontine//' })).toBe(
      'https://example.org/tontine',
    );
  });

  it('refuses what is not a plain http(s) URL', () => {
    expect(() => resolveApiBaseUrl({ TONTINE_API_URL: 'file:///etc/passwd' })).toThrow(
      /TONTINE_API_URL/,
    );
    expect(() => resolveApiBaseUrl({ TONTINE_API_URL: 'not a url' })).toThrow(/TONTINE_API_URL/);
    expect(() => resolveApiBaseUrl({ TONTINE_API_URL: 'https://user:secret@example.org' })).toThrow(
      /credentials/,
    );
  });
});
