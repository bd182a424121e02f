/**
 * The operator console, served by the API at /console (the desktop app's renderer). It is a
 * separate page: reaching it is a page load, never a route of this app.
 */
export const CONSOLE_URL = '/console/';

/** The roles the console admits: super admins, and support staff for the audit trail. */
export { isOperatorRole as opensConsole } from '@tontine/contracts';

export function openConsole(): void {
  window.location.assign(CONSOLE_URL);
}
