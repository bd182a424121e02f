import type { GroupDto } from '@tontine/contracts';
import { GroupCardChatButton } from '../../features/chat';
import { MyGroupsPage } from '../../features/groups';

const chatButton = (group: GroupDto) => <GroupCardChatButton group={group} />;

/** `/my-groups`: the caller's groups, each card with its chat button. */
export function MyGroupsRoute() {
  return <MyGroupsPage cardAction={chatButton} />;
}
