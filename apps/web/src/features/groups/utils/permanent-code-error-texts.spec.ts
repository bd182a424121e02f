import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { i18n } from '../../../lib/i18n';
import { PERMANENT_CODE_ERRORS } from './permanent-code-error-texts';

const describePermanentCodeError = (error: unknown, t: typeof i18n.t) =>
  describeError(error, t, PERMANENT_CODE_ERRORS);

const refused = new ApiError({
  kind: 'http',
  status: 403,
  code: 'JOIN_REQUEST_REFUSED',
  detail:
    'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
});
const excluded = new ApiError({
  kind: 'http',
  status: 403,
  code: 'EXCLUDED_FROM_GROUP',
  detail:
    'Vous avez été exclu de ce groupe : envoyez une nouvelle demande à son administrateur pour y revenir.',
});

afterEach(() => i18n.changeLanguage('fr'));

describe('describePermanentCodeError: a refusal that holds', () => {
  it.each([
    [
      'fr',
      'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
      'Vous avez été exclu de ce groupe : envoyez une nouvelle demande à son administrateur pour y revenir.',
    ],
    [
      'en',
      'Your request to join this group was declined: send a new request to its admin.',
      'You have been removed from this group: send a new request to its admin to come back.',
    ],
    [
      'sw',
      'Ombi lako la kujiunga na kikundi hiki limekataliwa: tuma ombi jipya kwa msimamizi wake.',
      'Umeondolewa kwenye kikundi hiki: tuma ombi jipya kwa msimamizi wake ili urudi.',
    ],
  ])('names the refusal and the exclusion by their code in %s', async (language, r, e) => {
    await i18n.changeLanguage(language);
    expect(describePermanentCodeError(refused, i18n.t)).toBe(r);
    expect(describePermanentCodeError(excluded, i18n.t)).toBe(e);
  });

  it('keeps the expired-code text for any other 403', () => {
    const other = new ApiError({ kind: 'http', status: 403, code: 'INVITATION_EXPIRED' });
    expect(describePermanentCodeError(other, i18n.t)).toBe(
      "Ce code d'invitation a expiré ou n'est plus valide",
    );
  });
});

describe('describePermanentCodeError: by code, whatever the wording of the detail', () => {
  it('names a full group by its code, not by the words of the detail', () => {
    const full = new ApiError({
      kind: 'http',
      status: 400,
      code: 'GROUP_FULL',
      detail: 'Vous êtes déjà membre de ce groupe',
    });
    expect(describePermanentCodeError(full, i18n.t)).toBe(i18n.t('groups.permanentCode.full'));
  });

  it('names a membership by its code in a detail of another language', () => {
    const member = new ApiError({
      kind: 'http',
      status: 400,
      code: 'ALREADY_MEMBER',
      detail: 'You are already a member of this group',
    });
    expect(describePermanentCodeError(member, i18n.t)).toBe(
      i18n.t('groups.permanentCode.alreadyMember'),
    );
  });

  it('shows the API message of any other refused code, and the connection text without answer', () => {
    const invalid = new ApiError({ kind: 'http', status: 400, code: 'VALIDATION_FAILED' });
    expect(describePermanentCodeError(invalid, i18n.t)).toBe(i18n.t('errors.VALIDATION_FAILED'));
    expect(describePermanentCodeError(new ApiError({ kind: 'network' }), i18n.t)).toBe(
      i18n.t('groups.permanentCode.network'),
    );
  });
});
