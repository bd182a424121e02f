import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGroup } from '../../api/get-group';
import { PersonBadgeProvider, type PersonBadge } from '../../features/groups';
import { GroupStandingBadge } from '../../features/standing';
import { GroupPage } from './group-page';

/**
 * `/groups/:id`: the group page, with each person's standing beside them (a member in the
 * members tab, someone asking to join in the requests panel) for the group's admins only. A
 * plain member gets no badge and the page never asks for the standings, which the API keeps
 * for admins. The group is the page's own query: reading it here costs no second call.
 */
export function GroupRoute() {
  const { id = '' } = useParams();
  const admin = useGroup(id).data?.my_relation === 'admin';
  const badge = useMemo<PersonBadge | null>(
    () =>
      admin
        ? ({ userId, name }) => <GroupStandingBadge groupId={id} userId={userId} name={name} />
        : null,
    [admin, id],
  );
  return (
    <PersonBadgeProvider value={badge}>
      <GroupPage />
    </PersonBadgeProvider>
  );
}
