import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { initials } from '../utils/format';
import { Fact } from '../../../components/fact';

/** A group's language by name: sw is Kiswahili, en English, any other Français. */
export function groupLanguageLabel(language: string): string {
  if (language === 'sw') return 'Kiswahili';
  if (language === 'en') return 'English';
  return 'Français';
}

/** The group at a glance: its region, language, state, members, amount, cycle and frequency. */
export function GroupSummaryCard({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar size="lg" color="teal" radius="xl">
          {initials(group.name)}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="xs">
            <Badge variant="light">{group.region || t('groups.detail.defaultRegion')}</Badge>
            <Badge variant="light" color="gray">
              {groupLanguageLabel(group.language)}
            </Badge>
            <Badge color={group.is_active ? 'teal' : 'red'}>
              {group.is_active ? t('groups.detail.active') : t('groups.detail.inactive')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact
              label={t('groups.detail.members')}
              value={t('groups.card.membersValue', {
                count: group.member_count,
                max: group.max_members,
              })}
            />
            <Fact
              label={t('groups.detail.contribution')}
              value={formatMoney(group.contribution_amount, group.currency)}
            />
            <Fact label={t('groups.detail.cycle')} value={group.current_cycle || 1} />
            <Fact
              label={t('groups.detail.frequency')}
              value={t(`groups.frequency.${group.payout_frequency}`)}
            />
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  );
}

/** The overview tab: the group's theme and start, and its rules. */
export function GroupOverview({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder radius="md">
        <Title order={3} fz="h5" mb="sm">
          {t('groups.detail.about')}
        </Title>
        <Stack gap="xs">
          <Fact
            label={t('groups.detail.theme')}
            value={group.theme || t('groups.detail.defaultTheme')}
          />
          <Fact label={t('groups.detail.startDate')} value={formatDate(group.start_date)} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Title order={3} fz="h5" mb="sm">
          {t('groups.detail.rules')}
        </Title>
        <Stack gap="xs">
          <Fact
            label={t('groups.detail.ruleFrequency')}
            value={t(`groups.frequency.${group.payout_frequency}`)}
          />
          <Fact
            label={t('groups.detail.ruleAmount')}
            value={formatMoney(group.contribution_amount, group.currency)}
          />
          <Fact
            label={t('groups.detail.ruleOrder')}
            value={t(`groups.payoutOrder.${group.payout_order_method}`)}
          />
          <Fact
            label={t('groups.detail.ruleBeneficiary')}
            value={group.beneficiary_contributes ? t('groups.detail.yes') : t('groups.detail.no')}
          />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
