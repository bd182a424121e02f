import { Fragment } from 'react';
import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSearchGroups } from '../api/search-groups';
import { flattenPages } from '../api/paging';
import { ErrorAlert } from '../../../components/error-alert';
import { GroupCard } from './group-card';
import { JoinGroupButton } from './join-group-button';
import { LoadMoreButton } from './load-more-button';
import { NativeAdSlot } from '../../../lib/ad-slots';

/**
 * `/search`: the group search (GET /api/groups/search) as a page. The text lives in the URL
 * (`?q=`), so a search can be reloaded, shared and come back to with the back button.
 */
export function GroupSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [q] = useDebouncedValue(text, 300);
  const search = useSearchGroups(q);
  const groups = flattenPages(search.data);

  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('memberPages.search.title')}
        </Title>
        <Text c="dimmed">{t('memberPages.search.hint')}</Text>
      </div>
      <TextInput
        type="search"
        label={t('groups.search.label')}
        value={text}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setParams(value ? { q: value } : {}, { replace: true });
        }}
      />
      {search.isError && (
        <ErrorAlert error={search.error} texts={{ fallback: 'groups.search.failed' }} />
      )}
      {q.trim() !== '' && search.isSuccess && (
        <Text size="sm" c="dimmed" role="status">
          {groups.length === 0
            ? t('groups.search.empty')
            : t('memberPages.search.results', { count: groups.length })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {groups.map((group, index) => (
          <Fragment key={group.id}>
            <GroupCard
              group={group}
              variant={
                group.my_relation === 'admin' || group.my_relation === 'member'
                  ? 'mine'
                  : 'discover'
              }
              actions={
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    component={Link}
                    to={`/groups/${encodeURIComponent(group.id)}`}
                  >
                    {t('groups.card.details')}
                  </Button>
                  {group.my_relation === null && (
                    <JoinGroupButton group={group} failureKey="groups.search.failed" />
                  )}
                </Group>
              }
            />
            <NativeAdSlot placement="groupSuggestion" position={index + 1} />
          </Fragment>
        ))}
      </SimpleGrid>
      <LoadMoreButton query={search} />
    </Stack>
  );
}
