import type { GroupDto } from '@tontine/contracts';
import { useChatUnread } from '../api/get-chat-unread';
import { JoinChatButton } from './join-chat-button';

/**
 * The chat's button on a card of the caller's groups, with the group's unread count; none on a
 * group the caller only asked to join.
 */
export function GroupCardChatButton({ group }: { group: GroupDto }) {
  const unread = useChatUnread();
  if (group.my_relation === 'pending') return null;
  return <JoinChatButton group={group} size="xs" unread={unread.data?.get(group.id)} />;
}
