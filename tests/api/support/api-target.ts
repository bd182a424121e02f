import { inject } from 'vitest';

/**
 * The API and database the helpers talk to: the tier's shared ones (global-setup.ts), unless the
 * test file started its own (isolated-api.ts). Test files run in isolated module graphs, so
 * aiming one file elsewhere leaves the others alone.
 */
let own: { apiUrl: string; databaseUrl: string } | undefined;

export function aimHelpersAt(target: { apiUrl: string; databaseUrl: string }): void {
  own = target;
}

export function apiUrl(): string {
  return own?.apiUrl ?? inject('apiUrl');
}

export function databaseUrl(): string {
  return own?.databaseUrl ?? inject('databaseUrl');
}
