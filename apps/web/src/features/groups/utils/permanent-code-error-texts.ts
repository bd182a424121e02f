import { SERVER_MESSAGE, type ErrorTexts } from '../../../lib/describe-error';

/**
 * The permanent-code join's failures, by the API's code and status: an unknown code, one that
 * expired, a group already joined, full or inactive, a server error and a lost connection have
 * their own texts. A refusal or an exclusion that holds and too many
 * attempts say how to come back; any other refused input shows the API's message.
 */
export const PERMANENT_CODE_ERRORS: ErrorTexts = {
  codes: {
    ALREADY_MEMBER: 'groups.permanentCode.alreadyMember',
    GROUP_FULL: 'groups.permanentCode.full',
    GROUP_INACTIVE: 'groups.permanentCode.inactive',
    JOIN_REQUEST_REFUSED: 'errors.JOIN_REQUEST_REFUSED',
    EXCLUDED_FROM_GROUP: 'errors.EXCLUDED_FROM_GROUP',
    TOO_MANY_JOIN_ATTEMPTS: 'errors.TOO_MANY_JOIN_ATTEMPTS',
  },
  statuses: {
    400: SERVER_MESSAGE,
    403: 'groups.permanentCode.expired',
    404: 'groups.permanentCode.notFound',
    500: 'groups.permanentCode.server',
    other: 'groups.permanentCode.network',
  },
  network: 'groups.permanentCode.network',
  unexpected: 'groups.permanentCode.network',
  fallback: 'groups.permanentCode.server',
};
