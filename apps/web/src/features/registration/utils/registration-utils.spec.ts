import { describe, expect, it, vi } from 'vitest';
import {
  REGISTRATION_SUBMIT_ORDER,
  type AuthResponse,
  type RegistrationForm,
} from '@tontine/contracts';
import { ApiError } from '../../../lib/api-error';
import { firstFormError } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { registerWithRetry, registrationTimeout } from '../api/register';
import { buildRegisterRequest, internationalPhone } from './build-register-request';
import { describeRegistrationFailure } from './describe-registration-failure';
import { validateProfilePhoto } from './validate-profile-photo';

function makeForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    firstName: ' Amina ',
    lastName: 'Otieno',
    email: 'Amina@Example.org',
    phone: '',
    password: 'Harambee2024',
    confirmPassword: 'Harambee2024',
    country: 'KE',
    language: 'sw',
    acceptTerms: true,
    receiveNewsletter: false,
    ...overrides,
  };
}

const networkError = () => new ApiError({ kind: 'network', detail: 'Failed to fetch' });
const answer = {
  access_token: 't',
  token_type: 'bearer',
  expires_at: '',
  user: {},
} as AuthResponse;

describe('buildRegisterRequest', () => {
  it('joins the names, follows the country for the currency and trims the e-mail', () => {
    expect(buildRegisterRequest(makeForm())).toMatchObject({
      first_name: 'Amina',
      username: 'Amina Otieno',
      email: 'amina@example.org',
      preferred_currency: 'KES',
      preferred_language: 'sw',
      accept_terms: true,
      receive_newsletter: false,
    });
    expect(buildRegisterRequest(makeForm()).phone_number).toBeUndefined();
  });

  it('puts the calling code in front of a national number', () => {
    expect(internationalPhone('0712 345-678', 'KE')).toBe('+254712345678');
    expect(internationalPhone('+33 6 12 34 56 78', 'KE')).toBe('+33 6 12 34 56 78');
  });
});

describe('registerWithRetry', () => {
  it('retries a network failure with growing delays and timeouts', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout' }))
      .mockResolvedValueOnce(answer);
    const wait = vi.fn().mockResolvedValue(undefined);
    const onRetry = vi.fn();

    await expect(registerWithRetry({} as never, { send, wait, onRetry })).resolves.toBe(answer);
    expect(send.mock.calls.map(([, timeout]) => timeout)).toEqual([15_000, 25_000, 30_000]);
    expect(wait.mock.calls).toEqual([[2000], [4000]]);
    expect(onRetry.mock.calls).toEqual([[2], [3]]);
  });

  it('stops after three attempts', async () => {
    const send = vi.fn().mockRejectedValue(networkError());
    await expect(
      registerWithRetry({} as never, { send, wait: () => Promise.resolve() }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never retries an answer of the server', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'EMAIL_TAKEN' }));
    await expect(registerWithRetry({} as never, { send })).rejects.toMatchObject({ status: 409 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives the first attempt 15 s', () => {
    expect(registrationTimeout(1)).toBe(15_000);
  });
});

describe('describeRegistrationFailure', () => {
  const t = i18n.t;
  const reachable = (value: boolean) => ({ online: true, isServerReachable: async () => value });

  it('tells the member they are offline', async () => {
    expect(
      await describeRegistrationFailure(networkError(), t, {
        online: false,
        isServerReachable: async () => false,
      }),
    ).toBe('Aucune connexion Internet détectée...');
  });

  it('tells a refused call from a server that is down', async () => {
    expect(await describeRegistrationFailure(networkError(), t, reachable(true))).toBe(
      'Erreur réseau : serveur accessible mais requête échouée',
    );
    expect(await describeRegistrationFailure(networkError(), t, reachable(false))).toBe(
      'Serveur temporairement indisponible',
    );
  });

  it('reports a timeout', async () => {
    expect(
      await describeRegistrationFailure(new ApiError({ kind: 'timeout' }), t, reachable(true)),
    ).toBe('Inscription annulée (délai dépassé)');
  });

  it('shows the server detail, or the generic registration error', async () => {
    expect(
      await describeRegistrationFailure(
        new ApiError({ kind: 'http', status: 400, detail: 'Refusé' }),
        t,
        reachable(true),
      ),
    ).toBe('Refusé');
    expect(
      await describeRegistrationFailure(
        new ApiError({ kind: 'http', status: 500 }),
        t,
        reachable(true),
      ),
    ).toBe("Erreur lors de l'inscription");
  });
});

/** The registration form's summary on submit. */
const firstSubmitError = (errors: Parameters<typeof firstFormError>[0]) =>
  firstFormError(errors, REGISTRATION_SUBMIT_ORDER);

describe('firstSubmitError', () => {
  it('follows the documents’ order, not the order of the errors', () => {
    expect(firstSubmitError({ acceptTerms: 'termsRequired', email: 'emailInvalid' })).toBe(
      'emailInvalid',
    );
    expect(firstSubmitError({ phone: 'phoneInvalid' })).toBe('phoneInvalid');
    expect(firstSubmitError({})).toBeNull();
  });
});

describe('validateProfilePhoto', () => {
  it('accepts JPG, PNG and GIF up to 5 MB', () => {
    expect(validateProfilePhoto(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBeNull();
    expect(validateProfilePhoto(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(
      'photoNotImage',
    );
  });
});
