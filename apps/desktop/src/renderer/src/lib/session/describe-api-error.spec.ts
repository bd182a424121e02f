import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { describeApiError } from './describe-api-error';

const i18n = createInstance();

describe('describeApiError', () => {
  beforeAll(async () => {
    await i18n.init({ resources, lng: 'fr', fallbackLng: 'fr' });
  });

  it('translates a known error code in the current language', async () => {
    const answer = {
      status: 403,
      body: { detail: 'Accès super-admin requis pour cette action', code: 'SUPERADMIN_REQUIRED' },
    };
    expect(describeApiError(i18n.t, answer)).toBe('Accès super-admin requis pour cette action');
    await i18n.changeLanguage('en');
    expect(describeApiError(i18n.t, answer)).toBe('Super-admin access required for this action');
    await i18n.changeLanguage('sw');
    expect(describeApiError(i18n.t, answer)).toBe(
      'Ruhusa ya msimamizi mkuu inahitajika kwa kitendo hiki',
    );
    await i18n.changeLanguage('fr');
  });

  it('prefers the validation message key over the generic code', () => {
    expect(
      describeApiError(i18n.t, {
        status: 400,
        body: {
          detail: "Format d'email invalide",
          code: 'VALIDATION_FAILED',
          message_key: 'emailInvalid',
        },
      }),
    ).toBe("Format d'email invalide");
  });

  it("falls back to the API's detail for a code the console does not know", () => {
    expect(
      describeApiError(i18n.t, {
        status: 409,
        body: { detail: 'Ce groupe est complet', code: 'A_CODE_FROM_A_NEWER_API' },
      }),
    ).toBe('Ce groupe est complet');
  });

  it('names the status when the answer carries no message', () => {
    expect(describeApiError(i18n.t, { status: 502, body: '<html>Bad gateway</html>' })).toBe(
      'Réponse inattendue du serveur (statut 502)',
    );
  });
});
