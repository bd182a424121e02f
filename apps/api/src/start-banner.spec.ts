import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

const demo = {
  seedDemo: true,
  database: { driver: 'sqlite', file: '/tmp/tontine.sqlite' },
  demoMode: true,
  host: '127.0.0.1',
  consoleDist: '/repo/apps/desktop/out/renderer',
} as const;

describe('startBanner', () => {
  it('ends with the address and the demo accounts', () => {
    const lines = startBanner(demo, 3810, true)!.trimEnd().split('\n');
    expect(lines.slice(-5)).toEqual([
      '  Sign in with a demo account:',
      `    member       ${DEMO_ACCOUNTS.member.email}  /  ${DEMO_ACCOUNTS.member.password}`,
      `    group admin  ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
      `    super admin  ${DEMO_ACCOUNTS.superAdmin.email}  /  ${DEMO_ACCOUNTS.superAdmin.password}`,
      `    support      ${DEMO_ACCOUNTS.support.email}  /  ${DEMO_ACCOUNTS.support.password}`,
    ]);
    expect(lines).toContain(
      '  Tontine is running at http://localhost:3810  (API under /api, its reference at /api/docs)',
    );
    expect(lines).toContain('  The operator console: http://localhost:3810/console/');
  });

  it('says that only this machine can reach the demo, and how to open it', () => {
    expect(startBanner(demo, 3000, true)).toContain(
      'Listening on 127.0.0.1 only: the demo accounts below have known passwords. HOST=0.0.0.0 lets other machines in.',
    );
  });

  it('warns when HOST opens the demo accounts to the network', () => {
    expect(startBanner({ ...demo, host: '0.0.0.0' }, 3000, true)).toContain(
      "Listening on 0.0.0.0 (HOST): anyone who reaches this machine can sign in with the demo accounts below, the super admin's included.",
    );
  });

  it('prints nothing without the demo accounts', () => {
    expect(startBanner({ ...demo, seedDemo: false }, 3000, false)).toBeUndefined();
  });
});
