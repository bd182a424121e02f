import { DEMO_ACCOUNTS } from '@tontine/contracts';
import type { AppConfig } from './config/app-config.js';

/** What a person running `npm start` needs: where to go and how to sign in. */
export function printStartBanner(config: AppConfig, port: number, seeded: boolean): void {
  if (!config.seedDemo) return;
  const db =
    config.database.driver === 'sqlite'
      ? `SQLite (${config.database.file})`
      : `MySQL (${config.database.name})`;
  const lines = [
    '',
    `  Tontine is running at http://localhost:${port}  (API under /api, its reference at /api/docs)`,
    `  Database: ${db}${seeded ? ', demo data seeded' : ''}`,
    `  Demo mode (#demo): ${config.demoMode ? 'on' : 'off'}`,
    '',
    '  Demo accounts:',
    `    member       ${DEMO_ACCOUNTS.member.email}  /  ${DEMO_ACCOUNTS.member.password}`,
    `    group admin  ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
    `    super admin  ${DEMO_ACCOUNTS.superAdmin.email}  /  ${DEMO_ACCOUNTS.superAdmin.password}`,
    `    support      ${DEMO_ACCOUNTS.support.email}  /  ${DEMO_ACCOUNTS.support.password}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
