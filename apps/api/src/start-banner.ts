import { DEMO_ACCOUNTS } from '@tontine/contracts';
import type { AppConfig } from './config/app-config.js';

/** Whether an address lets in this machine only. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * What a person running `npm start` needs, printed last so that nothing scrolls it away: who
 * can reach the server, where to go and how to sign in. Nothing without the demo accounts.
 */
export function startBanner(
  config: Pick<AppConfig, 'seedDemo' | 'database' | 'demoMode' | 'host' | 'consoleDist'>,
  port: number,
  seeded: boolean,
): string | undefined {
  if (!config.seedDemo) return undefined;
  const db =
    config.database.driver === 'sqlite'
      ? `SQLite (${config.database.file})`
      : `MySQL (${config.database.name})`;
  const reach = isLoopback(config.host)
    ? `Listening on ${config.host} only: the demo accounts below have known passwords. HOST=0.0.0.0 lets other machines in.`
    : `Listening on ${config.host} (HOST): anyone who reaches this machine can sign in with the demo accounts below, the super admin's included.`;
  const origin = `http://localhost:${port}`;
  const lines = [
    '',
    `  Database: ${db}${seeded ? ', demo data seeded' : ''}`,
    `  Demo mode (#demo): ${config.demoMode ? 'on' : 'off'}`,
    `  ${reach}`,
    '',
    `  Tontine is running at ${origin}  (API under /api, its reference at /api/docs)`,
    ...(config.consoleDist ? [`  The operator console: ${origin}/console/`] : []),
    '',
    '  Sign in with a demo account:',
    `    member       ${DEMO_ACCOUNTS.member.email}  /  ${DEMO_ACCOUNTS.member.password}`,
    `    group admin  ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
    `    super admin  ${DEMO_ACCOUNTS.superAdmin.email}  /  ${DEMO_ACCOUNTS.superAdmin.password}`,
    `    support      ${DEMO_ACCOUNTS.support.email}  /  ${DEMO_ACCOUNTS.support.password}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

export function printStartBanner(config: AppConfig, port: number, seeded: boolean): void {
  const banner = startBanner(config, port, seeded);
  if (banner) process.stdout.write(banner);
}
