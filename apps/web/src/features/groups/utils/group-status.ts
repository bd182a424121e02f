import type { GroupDto } from '@tontine/contracts';

export type GroupBadge = 'active' | 'suspended' | 'pending' | 'completed' | 'closed';

/**
 * A group's badge: pending for a request, then completed or closed, else active when active,
 * else suspended.
 */
export function groupBadge(group: Pick<GroupDto, 'my_relation' | 'status' | 'is_active'>) {
  if (group.my_relation === 'pending') return 'pending' satisfies GroupBadge;
  if (group.status === 'completed') return 'completed' satisfies GroupBadge;
  if (group.status === 'closed') return 'closed' satisfies GroupBadge;
  return (group.is_active ? 'active' : 'suspended') satisfies GroupBadge;
}

export const BADGE_COLORS: Record<GroupBadge, string> = {
  active: 'teal',
  suspended: 'red',
  pending: 'yellow',
  completed: 'blue',
  closed: 'gray',
};

/** My Groups' active list: active and not a pending request. */
export function isActiveMembership(group: Pick<GroupDto, 'is_active' | 'my_relation'>): boolean {
  return group.is_active && group.my_relation !== 'pending';
}
