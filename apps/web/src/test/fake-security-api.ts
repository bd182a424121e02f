import type { UserDto, UserSettings } from '@tontine/contracts';
import { vi } from 'vitest';
import { refusal } from './fake-api';
import { makeAccount, makeSettings } from './factories';
import { jsonResponse } from './render';

export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const APP_CODE = '123456';
export const RECOVERY_CODES = [
  'ABCDE-FGH23',
  'JKMNP-QRS45',
  'TUVWX-YZ678',
  'A2B3C-D4E5F',
  'GHJKM-NPQRS',
  'TUV23-WXY45',
  'Z6789-ABCDE',
  'FGHJK-MN234',
  'PQRST-UVW56',
  'XYZ78-9ABCD',
];

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The account and security endpoints as the API answers them, over one account whose state
 * the calls change: enabling turns two-factor on for the next GET /auth/me, and so on.
 */
export function serveSecurityApi({
  account = makeAccount(),
  settings = makeSettings({ two_factor_enabled: account.two_factor_enabled }),
}: { account?: UserDto; settings?: UserSettings } = {}) {
  const state = { account: { ...account }, settings: { ...settings } };
  const calls: RecordedCall[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const code = (body as { code?: string } | undefined)?.code;
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /auth/me':
        return jsonResponse(state.account);
      case 'GET /maintenance/status':
        return jsonResponse({
          enabled: false,
          message: '',
          estimated_time: '',
          contact_email: null,
        });
      case 'GET /users/me/settings':
        return jsonResponse(state.settings);
      case 'PUT /users/me/settings': {
        state.settings = { ...(body as UserSettings) };
        const saved = { ...state.settings, two_factor_enabled: state.account.two_factor_enabled };
        return jsonResponse({ settings: saved, user: state.account, message: 'ok' });
      }
      case 'POST /auth/2fa/setup':
        return jsonResponse({
          secret: SECRET,
          otpauth_url: `otpauth://totp/Tontine:amina%40example.org?secret=${SECRET}&issuer=Tontine`,
          qr_code:
            'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        });
      case 'POST /auth/2fa/enable':
        if (code !== APP_CODE) return refusal('TWO_FACTOR_CODE_INCORRECT', 'code');
        state.account = {
          ...state.account,
          two_factor_enabled: true,
          two_factor_setup_required: false,
        };
        return jsonResponse({
          recovery_codes: RECOVERY_CODES,
          message: 'Double authentification activée.',
        });
      case 'POST /auth/2fa/recovery-codes':
        if (code !== APP_CODE) return refusal('TWO_FACTOR_CODE_INCORRECT', 'code');
        return jsonResponse({ recovery_codes: [...RECOVERY_CODES].reverse() });
      case 'POST /auth/2fa/disable': {
        const proof = body as { code?: string; password?: string };
        if (proof.password !== undefined && proof.password !== 'Harambee2024')
          return refusal('CURRENT_PASSWORD_INVALID', 'password');
        if (proof.code !== undefined && proof.code !== APP_CODE)
          return refusal('TWO_FACTOR_CODE_INCORRECT', 'code');
        state.account = { ...state.account, two_factor_enabled: false };
        return jsonResponse({ message: 'Double authentification désactivée.' });
      }
      case 'PUT /users/me/password': {
        const change = body as { current_password: string };
        if (change.current_password !== 'Harambee2024')
          return refusal('CURRENT_PASSWORD_INVALID', 'current_password');
        return jsonResponse({
          message: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
        });
      }
      case 'POST /auth/logout-all':
        return jsonResponse({ message: 'Toutes vos sessions ont été fermées.' });
      case 'POST /auth/logout':
        return jsonResponse({ message: 'Vous êtes déconnecté.' });
      default:
        return jsonResponse({ detail: `unexpected ${route}`, code: 'NOT_FOUND' }, 404);
    }
  });
  return {
    state,
    calls,
    fetchSpy,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
