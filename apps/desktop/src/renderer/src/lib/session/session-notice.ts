import { errorCatalog, type DesktopApiResponse } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { BridgeMissingError } from '../../bridge';
import { describeApiError } from './describe-api-error';

/** Why the operator is looking at the sign-in screen, when it is not simply signed out. */
export type SessionNotice =
  | { kind: 'api'; answer: DesktopApiResponse }
  | { kind: 'two-factor-setup' }
  | { kind: 'unreachable' }
  | { kind: 'bridge-missing' };

/** A desktop call that threw: the bridge is absent, or main could not reach the API. */
export function noticeFromError(error: unknown): SessionNotice {
  return error instanceof BridgeMissingError ? { kind: 'bridge-missing' } : { kind: 'unreachable' };
}

/** The console refuses anyone but a super admin, whatever the desktop let through. */
export const superAdminRequired: SessionNotice = {
  kind: 'api',
  answer: {
    status: 403,
    body: { detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr, code: 'SUPERADMIN_REQUIRED' },
  },
};

/**
 * A super admin who must use two-factor sign-in and has not set it up: the API gives such a
 * session nothing but the enrolment, which lives in the web client's settings.
 */
export const twoFactorSetupRequired: SessionNotice = { kind: 'two-factor-setup' };

/** The API's error code in an answer, if it carries one. */
export function answerCode({ body }: DesktopApiResponse): string | undefined {
  const code = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown };
  return typeof code.code === 'string' ? code.code : undefined;
}

export function describeNotice(t: TFunction, notice: SessionNotice): string {
  switch (notice.kind) {
    case 'api':
      return describeApiError(t, notice.answer);
    case 'two-factor-setup':
      return t('session.twoFactorSetup');
    case 'unreachable':
      return t('session.unreachable');
    case 'bridge-missing':
      return t('session.bridgeMissing');
  }
}
