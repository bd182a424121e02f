import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows only the app itself and the configured API', () => {
    const policy = directives(buildContentSecurityPolicy({ apiOrigin: 'https://api.example.org' }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    // The chat sockets go to the API too, in its WebSocket form.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.org']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // The code editor's workers come from the app's own files.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    const everySource = [...policy.values()].flat();
    expect(everySource.filter((s) => s.includes('://'))).toEqual([
      'https://api.example.org',
      'https://api.example.org',
      'wss://api.example.org',
    ]);
    expect(everySource).not.toContain("'unsafe-eval'");
  });

  it('lets inline scripts run only for the dev server', () => {
    const dev = directives(
      buildContentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:3000', devServer: true }),
    );
    expect(dev.get('script-src')).toContain("'unsafe-inline'");
  });
});
