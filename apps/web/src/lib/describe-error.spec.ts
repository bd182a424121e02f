import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError, SERVER_MESSAGE } from './describe-error';
import { i18n } from './i18n';

const t = i18n.t;
const answer = (status: number, body: { code?: string; detail?: string; messageKey?: string }) =>
  new ApiError({ kind: 'http', status, ...body });

describe('describeError', () => {
  it("shows the API's message by message key, then by code, then its detail", () => {
    expect(describeError(answer(400, { messageKey: 'emailInvalid', code: 'EMAIL_TAKEN' }), t)).toBe(
      t('messages.emailInvalid'),
    );
    expect(describeError(answer(409, { code: 'EMAIL_TAKEN', detail: 'autre' }), t)).toBe(
      t('errors.EMAIL_TAKEN'),
    );
    expect(describeError(answer(418, { detail: 'Tel quel' }), t)).toBe('Tel quel');
    expect(describeError(answer(502, {}), t)).toBe(t('common.unexpectedError'));
  });

  it("takes the screen's text for a code before its text for the status", () => {
    const texts = {
      codes: { GROUP_FULL: 'groups.permanentCode.full' },
      statuses: { 400: 'groups.permanentCode.server' },
    } as const;
    expect(describeError(answer(400, { code: 'GROUP_FULL' }), t, texts)).toBe(
      t('groups.permanentCode.full'),
    );
    expect(describeError(answer(400, { code: 'ALREADY_MEMBER' }), t, texts)).toBe(
      t('groups.permanentCode.server'),
    );
  });

  it('names an answer without a code by its status only when asked', () => {
    const texts = { withoutCode: { 404: 'chat.join.groupMissing' } } as const;
    expect(describeError(answer(404, {}), t, texts)).toBe(t('chat.join.groupMissing'));
    expect(describeError(answer(404, { code: 'GROUP_NOT_FOUND' }), t, texts)).toBe(
      t('errors.GROUP_NOT_FOUND'),
    );
  });

  it("keeps the API's message for a status marked so, and names every other status", () => {
    const texts = {
      statuses: { 400: SERVER_MESSAGE, other: 'groups.permanentCode.network' },
      fallback: 'groups.permanentCode.server',
    } as const;
    expect(describeError(answer(400, { code: 'EMAIL_TAKEN' }), t, texts)).toBe(
      t('errors.EMAIL_TAKEN'),
    );
    expect(describeError(answer(400, {}), t, texts)).toBe(t('groups.permanentCode.server'));
    expect(describeError(answer(409, { code: 'EMAIL_TAKEN' }), t, texts)).toBe(
      t('groups.permanentCode.network'),
    );
  });

  it('frames an answer, passes its status, and leaves a lost connection unframed', () => {
    const texts = {
      fallback: 'groups.createModal.apiError',
      frame: 'groups.createModal.retry',
    } as const;
    expect(describeError(answer(502, {}), t, texts)).toBe('Erreur API: 502 Veuillez réessayer.');
    expect(describeError(new ApiError({ kind: 'network' }), t, texts)).toBe(
      t('common.networkError'),
    );
  });

  it('gives a timeout the network text unless it has its own, and anything else the fallback', () => {
    const texts = {
      network: 'registrationErrors.network',
      fallback: 'registrationErrors.failed',
    } as const;
    expect(describeError(new ApiError({ kind: 'timeout' }), t, texts)).toBe(
      t('registrationErrors.network'),
    );
    expect(
      describeError(new ApiError({ kind: 'timeout' }), t, {
        ...texts,
        timeout: 'registrationErrors.timeout',
      }),
    ).toBe(t('registrationErrors.timeout'));
    expect(describeError(new Error('bug'), t, texts)).toBe(t('registrationErrors.failed'));
    expect(describeError(new Error('bug'), t)).toBe(t('common.unexpectedError'));
  });
});
