import type { GroupDetailDto } from '@tontine/contracts';
import { GroupMembersList } from '../../features/groups';
import { CycleStatesCaption, MemberCycleState } from '../../features/rotation';

/**
 * The group page's members tab: the group's members with, from the rotation, each one's state
 * for the current cycle.
 */
export function GroupMembersTab(props: {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
}) {
  const groupId = props.group.id;
  return (
    <GroupMembersList
      {...props}
      caption={<CycleStatesCaption groupId={groupId} />}
      memberState={(userId) => <MemberCycleState groupId={groupId} userId={userId} />}
    />
  );
}
