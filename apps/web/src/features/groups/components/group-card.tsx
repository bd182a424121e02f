import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { GroupStatusBadges } from './group-status-badges';
import { Fact } from '../../../components/fact';

interface GroupCardProps {
  group: GroupDto;
  /** 'mine': a group of the caller (total, next payment); 'discover': one to join. */
  variant: 'mine' | 'discover';
  actions: ReactNode;
}

/** A group's card in the lists: My Groups, Explore and the join requests. */
export function GroupCard({ group, variant, actions }: GroupCardProps) {
  const { t } = useTranslation();
  const privacy = group.is_public ? t('groups.card.public') : t('groups.card.private');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={group.name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap={6} wrap="nowrap">
              <Tooltip label={privacy}>
                {group.is_public ? (
                  <IconWorld size={18} aria-label={privacy} />
                ) : (
                  <IconLock size={18} aria-label={privacy} />
                )}
              </Tooltip>
              <Title order={3} fz="h5">
                {group.name}
              </Title>
            </Group>
            <GroupStatusBadges group={group} />
          </Group>
          {group.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {group.description}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="xs">
            <Fact
              size="sm"
              label={t('groups.card.members')}
              value={t('groups.card.membersValue', {
                count: group.member_count,
                max: group.max_members,
              })}
            />
            <Fact
              size="sm"
              label={t('groups.card.contribution')}
              value={formatMoney(group.contribution_amount, group.currency)}
            />
            <Fact size="sm" label={t('groups.card.cycle')} value={group.current_cycle} />
            {variant === 'mine' ? (
              <>
                <Fact
                  size="sm"
                  label={t('groups.card.total')}
                  value={formatMoney(group.total_amount, group.currency)}
                />
                <Fact
                  size="sm"
                  label={t('groups.card.nextPayment')}
                  value={formatDate(group.next_payment_date)}
                />
              </>
            ) : (
              group.category && (
                <Fact
                  size="sm"
                  label={t('groups.fields.category')}
                  value={t(`groups.category.${group.category}`)}
                />
              )
            )}
          </SimpleGrid>
          {variant === 'discover' && (
            <Badge variant="outline" color="gray" w="fit-content">
              {t('groups.card.created', { date: formatDate(group.created_at) })}
            </Badge>
          )}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Card>
  );
}
