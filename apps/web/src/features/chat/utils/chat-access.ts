import {
  errorCatalog,
  isChatAvailable,
  type ErrorCode,
  type GroupDetailDto,
  WS_CLOSE,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';
import type { ErrorTexts } from '../../../lib/describe-error';

/**
 * What joining the chat requires, checked in order: signed in, a group, membership, chat
 * enabled, group neither closed nor suspended, a connection. The first that fails is the
 * reason shown in 'Impossible de rejoindre le chat : {reason}', else null.
 */
export function chatBlockReason(
  group: Pick<GroupDetailDto, 'id' | 'my_relation' | 'chat_enabled' | 'status'> | undefined,
  signedIn: boolean,
  online: boolean,
  t: TFunction,
): string | null {
  if (!signedIn) return t('chat.join.loginRequired');
  if (!group?.id) return t('chat.join.groupMissing');
  if (group.my_relation !== 'member' && group.my_relation !== 'admin') {
    return t('chat.join.membersOnly');
  }
  if (group.chat_enabled === false) return t('chat.join.disabled');
  if (!isChatAvailable(group)) return t('chat.join.closed');
  if (!online) return t('chat.join.offline');
  return null;
}

/**
 * Why the chat's messages could not be loaded: a 403 names its reason by code; a 404 that is
 * not the API's (no code) means the group is missing.
 */
export const CHAT_LOAD_ERRORS: ErrorTexts = { withoutCode: { 404: 'chat.join.groupMissing' } };

/** Close codes of a refused chat socket (the chat API's contract). */
export const CHAT_SOCKET_REFUSED = {
  token: WS_CLOSE.unauthorized,
  access: WS_CLOSE.forbidden,
  notFound: WS_CLOSE.notFound,
} as const;

/**
 * Why the server closed the chat socket for good. The close reason is the catalogue's French
 * message: it is found back in the catalogue so that it shows in the interface language.
 */
export function socketRefusalReason(code: number, reason: string, t: TFunction): string {
  if (code === CHAT_SOCKET_REFUSED.token) return t('chat.send.sessionExpired');
  const known = (Object.keys(errorCatalog) as ErrorCode[]).find(
    (key) => errorCatalog[key].message.fr === reason,
  );
  if (known) return t(`errors.${known}`);
  if (code === CHAT_SOCKET_REFUSED.notFound) return t('chat.join.groupMissing');
  return reason || t('chat.connection.refused');
}
