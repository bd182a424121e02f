import { inject } from 'vitest';

/**
 * The API and database the helpers talk to: the tier's shared ones (global-setup.ts), unless the
 * test file started its own (isolated-api.ts). The files of a project share one module graph,
 * so each file's aim is dropped when it ends (file-aim-reset.ts).
 */
let own: { apiUrl: string; databaseUrl: string } | undefined;

export function aimHelpersAt(target: { apiUrl: string; databaseUrl: string }): void {
  own = target;
}

/** Back to the tier's shared API and database, as every file starts. */
export function aimHelpersAtSharedApi(): void {
  own = undefined;
}

export function apiUrl(): string {
  return own?.apiUrl ?? inject('apiUrl');
}

export function databaseUrl(): string {
  return own?.databaseUrl ?? inject('databaseUrl');
}
