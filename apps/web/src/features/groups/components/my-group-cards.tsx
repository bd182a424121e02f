import { Fragment, type ReactNode } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupCard } from './group-card';
import { NativeAdSlot } from '../../../lib/ad-slots';

/** The caller's groups as cards: each opens its page, then shows what `actions` add for it. */
export function MyGroupCards({
  groups,
  actions,
}: {
  groups: GroupDto[];
  actions: (group: GroupDto) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {groups.map((group, index) => (
        <Fragment key={group.id}>
          <GroupCard
            group={group}
            variant="mine"
            actions={
              <>
                <Button size="xs" variant="light" component={Link} to={`/groups/${group.id}`}>
                  {t('groups.card.details')}
                </Button>
                {actions(group)}
              </>
            }
          />
          <NativeAdSlot placement="feed" position={index + 1} />
        </Fragment>
      ))}
    </SimpleGrid>
  );
}
