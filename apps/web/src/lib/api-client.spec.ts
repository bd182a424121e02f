import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../test/factories';
import { jsonResponse } from '../test/render';
import { apiRequest } from './api-client';
import { onApiEvent } from './api-events';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { endSession, startSession } from './session';
import { describeError } from './describe-error';

const user = makeAccount();

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call did not fail');
}

function answerWith(body: unknown, status: number) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(body, status));
}

describe('apiRequest and describeError', () => {
  beforeEach(() => endSession());
  afterEach(() => endSession());

  it('translates a validation message key into the current language', async () => {
    answerWith(
      {
        detail: "Format d'email invalide",
        code: 'VALIDATION_FAILED',
        message_key: 'emailInvalid',
        field: 'email',
      },
      400,
    );
    const error = await failureOf(apiRequest('/auth/register', { method: 'POST', body: {} }));
    expect(error.field).toBe('email');
    await i18n.changeLanguage('en');
    expect(describeError(error, i18n.t)).toBe('Invalid email format');
  });

  it('translates an error code when there is no message key', async () => {
    answerWith({ detail: 'Un compte existe déjà avec cet email', code: 'EMAIL_TAKEN' }, 409);
    const error = await failureOf(apiRequest('/auth/register', { method: 'POST', body: {} }));
    await i18n.changeLanguage('sw');
    expect(describeError(error, i18n.t)).toBe('Akaunti yenye barua pepe hii tayari ipo');
  });

  it('falls back to the server detail for an unknown code', async () => {
    answerWith({ detail: 'Quelque chose de précis', code: 'SOMETHING_NEW' }, 400);
    const error = await failureOf(apiRequest('/anything'));
    expect(describeError(error, i18n.t)).toBe('Quelque chose de précis');
  });

  it('reports a failed connection as a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('/health'));
    expect(error.kind).toBe('network');
    expect(describeError(error, i18n.t)).toBe(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
  });

  it('sends the stored bearer token', async () => {
    startSession('token-123', user);
    const fetchSpy = answerWith({ ok: true }, 200);
    await apiRequest('/auth/me');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('signals a 401 on an authenticated call, not on a sign-in attempt', async () => {
    const unauthorized = vi.fn();
    const off = onApiEvent('unauthorized', unauthorized);
    answerWith({ detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' }, 401);
    await failureOf(apiRequest('/auth/login', { method: 'POST', body: {}, authenticated: false }));
    expect(unauthorized).not.toHaveBeenCalled();

    startSession('expired-token', user);
    answerWith({ detail: 'Session expirée', code: 'SESSION_EXPIRED' }, 401);
    await failureOf(apiRequest('/auth/me'));
    expect(unauthorized).toHaveBeenCalledWith({ code: 'SESSION_EXPIRED' });
    off();
  });

  it('signals the end of a session revoked elsewhere or of a suspended account', async () => {
    const unauthorized = vi.fn();
    const off = onApiEvent('unauthorized', unauthorized);
    startSession('token-123', user);
    answerWith({ detail: 'Votre session a été fermée.', code: 'SESSION_REVOKED' }, 401);
    await failureOf(apiRequest('/groups'));
    expect(unauthorized).toHaveBeenLastCalledWith({ code: 'SESSION_REVOKED' });

    answerWith({ detail: 'Ce compte est suspendu', code: 'ACCOUNT_SUSPENDED' }, 403);
    await failureOf(apiRequest('/groups'));
    expect(unauthorized).toHaveBeenLastCalledWith({ code: 'ACCOUNT_SUSPENDED' });

    answerWith({ detail: 'Accès refusé', code: 'FORBIDDEN' }, 403);
    await failureOf(apiRequest('/groups'));
    expect(unauthorized).toHaveBeenCalledTimes(2);
    off();
  });

  it('signs out only on the codes that end a session, not on any 401 or 400', async () => {
    const unauthorized = vi.fn();
    const off = onApiEvent('unauthorized', unauthorized);
    startSession('token-123', user);
    // A wrong code of a signed-in account, as an older server answered it, and as it answers now.
    answerWith({ detail: 'Code de vérification incorrect', code: 'TWO_FACTOR_INVALID' }, 401);
    await failureOf(apiRequest('/auth/2fa/enable', { method: 'POST', body: { code: '1' } }));
    answerWith({ detail: 'Code incorrect', code: 'TWO_FACTOR_CODE_INCORRECT' }, 400);
    await failureOf(apiRequest('/auth/2fa/enable', { method: 'POST', body: { code: '1' } }));
    // A proxy's 401 without the API's body says nothing about the session either.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await failureOf(apiRequest('/groups'));
    expect(unauthorized).not.toHaveBeenCalled();

    answerWith({ detail: 'Authentification requise', code: 'UNAUTHENTICATED' }, 401);
    await failureOf(apiRequest('/groups'));
    expect(unauthorized).toHaveBeenCalledWith({ code: 'UNAUTHENTICATED' });
    off();
  });

  it('lets the sign-out call a 401 without raising the alarm', async () => {
    const unauthorized = vi.fn();
    const off = onApiEvent('unauthorized', unauthorized);
    answerWith({ detail: 'Votre session a été fermée.', code: 'SESSION_REVOKED' }, 401);
    await failureOf(
      apiRequest('/auth/logout', { method: 'POST', token: 'old', reportSessionEnd: false }),
    );
    expect(unauthorized).not.toHaveBeenCalled();
    off();
  });

  it('signals the maintenance answer', async () => {
    const maintenance = vi.fn();
    const off = onApiEvent('maintenance', maintenance);
    answerWith({ detail: 'Mise à jour de la base', code: 'MAINTENANCE' }, 503);
    await failureOf(apiRequest('/users/me/settings'));
    expect(maintenance).toHaveBeenCalledWith({ detail: 'Mise à jour de la base' });
    off();
  });

  it('reports a timeout when the answer takes too long', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const error = await failureOf(apiRequest('/auth/register', { timeoutMs: 10 }));
    expect(error.kind).toBe('timeout');
  });
});
