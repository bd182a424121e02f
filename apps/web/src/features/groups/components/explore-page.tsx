import { Fragment, useState } from 'react';
import {
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { GROUP_CATEGORIES, GROUP_CURRENCIES, type GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useExploreGroups, type ExploreFilters } from '../api/explore-groups';
import { flattenPages } from '../api/paging';
import { GroupCard } from './group-card';
import { GroupPreviewModal } from './group-preview-modal';
import { JoinGroupButton } from './join-group-button';
import { LoadMoreButton } from './load-more-button';
import { ErrorAlert } from '../../../components/error-alert';
import { NativeAdSlot } from '../../../lib/ad-slots';

/**
 * The Explore sliders' bounds, steps and starting values. Each starts at its open end (no
 * minimum, no maximum) and a maximum slider at its top end means "no limit", so the filter
 * shown is the filter applied, from the first load on.
 */
export const EXPLORE_RANGES = {
  membersMin: { max: 50, step: 1, initial: 0 },
  membersMax: { max: 100, step: 5, initial: 100 },
  contributionMin: { max: 5000, step: 100, initial: 0 },
  contributionMax: { max: 20000, step: 500, initial: 20000 },
} as const;

interface Ranges {
  membersMin: number;
  membersMax: number;
  contributionMin: number;
  contributionMax: number;
}

const INITIAL_RANGES: Ranges = {
  membersMin: EXPLORE_RANGES.membersMin.initial,
  membersMax: EXPLORE_RANGES.membersMax.initial,
  contributionMin: EXPLORE_RANGES.contributionMin.initial,
  contributionMax: EXPLORE_RANGES.contributionMax.initial,
};

/** A minimum narrows above 0; a maximum narrows below its slider's top end ("no limit"). */
function bound(key: keyof Ranges, value: number): number | undefined {
  const narrows = key.endsWith('Min') ? value > 0 : value < EXPLORE_RANGES[key].max;
  return narrows ? value : undefined;
}

/**
 * The API's query: the text, the chosen lists, and the range bounds that narrow the results.
 * One state, read the same way on the first load and after any slider moves.
 */
export function toExploreQuery(
  q: string,
  choices: { category: string | null; currency: string | null; privacy: string | null },
  ranges: Ranges = INITIAL_RANGES,
): ExploreFilters {
  const query: ExploreFilters = {
    q: q.trim() || undefined,
    category: (choices.category as ExploreFilters['category']) ?? undefined,
    currency: choices.currency ?? undefined,
    privacy: (choices.privacy as ExploreFilters['privacy']) ?? undefined,
  };
  const bounds = {
    members_min: bound('membersMin', ranges.membersMin),
    members_max: bound('membersMax', ranges.membersMax),
    contribution_min: bound('contributionMin', ranges.contributionMin),
    contribution_max: bound('contributionMax', ranges.contributionMax),
  };
  for (const [name, value] of Object.entries(bounds)) {
    if (value !== undefined) query[name as keyof typeof bounds] = value;
  }
  return query;
}

/** `/explore` ('Explorer les Groupes'): the groups the caller is not in. */
export function ExplorePage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [privacy, setPrivacy] = useState<string | null>(null);
  const [ranges, setRanges] = useState<Ranges>(INITIAL_RANGES);
  const [debouncedRanges] = useDebouncedValue(ranges, 300);
  const [previewed, setPreview] = useState<GroupDto | null>(null);
  const query = useExploreGroups(
    toExploreQuery(q, { category, currency, privacy }, debouncedRanges),
  );
  const groups = flattenPages(query.data);
  // The list's latest copy of the group previewed: its rules, once fetched again, show there.
  const preview = previewed && (groups.find((g) => g.id === previewed.id) ?? previewed);
  const shown = ranges;
  const setRange = (key: keyof Ranges) => (value: number) =>
    setRanges((current) => ({ ...current, [key]: value }));
  /** A maximum at its top end reads "no limit", as it filters. */
  const maxLabel = (key: 'membersMax' | 'contributionMax') =>
    shown[key] >= EXPLORE_RANGES[key].max ? t('groups.explore.noLimit') : shown[key];

  function reset() {
    setText('');
    setCategory(null);
    setCurrency(null);
    setPrivacy(null);
    setRanges(INITIAL_RANGES);
  }

  const slider = (key: keyof Ranges, label: string) => (
    <Stack gap={4}>
      <Text size="sm" id={`explore-${key}`}>
        {label}
      </Text>
      <Slider
        aria-labelledby={`explore-${key}`}
        min={0}
        max={EXPLORE_RANGES[key].max}
        step={EXPLORE_RANGES[key].step}
        value={shown[key]}
        onChange={setRange(key)}
      />
    </Stack>
  );

  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('groups.explore.title')}
      </Title>
      <Group align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('groups.explore.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
        >
          {t('groups.explore.filters')}
        </Button>
      </Group>
      <Collapse expanded={filtersOpen}>
        <Card withBorder radius="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('groups.fields.category')}
                clearable
                data={GROUP_CATEGORIES.map((v) => ({ value: v, label: t(`groups.category.${v}`) }))}
                value={category}
                onChange={setCategory}
              />
              <Select
                label={t('groups.fields.currency')}
                clearable
                data={[...GROUP_CURRENCIES]}
                value={currency}
                onChange={setCurrency}
              />
              <Select
                label={t('groups.fields.visibility')}
                clearable
                data={(['public', 'private'] as const).map((v) => ({
                  value: v,
                  label: t(`groups.visibility.${v}`),
                }))}
                value={privacy}
                onChange={setPrivacy}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {slider('membersMin', t('groups.explore.membersMin', { value: shown.membersMin }))}
              {slider(
                'membersMax',
                t('groups.explore.membersMax', { value: maxLabel('membersMax') }),
              )}
              {slider(
                'contributionMin',
                t('groups.explore.contributionMin', { value: shown.contributionMin }),
              )}
              {slider(
                'contributionMax',
                t('groups.explore.contributionMax', { value: maxLabel('contributionMax') }),
              )}
            </SimpleGrid>
          </Stack>
        </Card>
      </Collapse>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {query.isSuccess ? t('groups.explore.count', { count: groups.length }) : ''}
        </Text>
        <Button variant="subtle" onClick={reset}>
          {t('groups.explore.reset')}
        </Button>
      </Group>
      {query.isPending && <Loader aria-label={t('app.loading')} />}
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isSuccess && groups.length === 0 && (
        <Stack align="center" py="lg">
          <Text fw={600}>{t('groups.explore.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('groups.explore.emptyHint')}
          </Text>
          <Button variant="light" onClick={reset}>
            {t('groups.explore.reset')}
          </Button>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {groups.map((group, index) => (
          <Fragment key={group.id}>
            <GroupCard
              group={group}
              variant="discover"
              actions={
                <>
                  <Button size="xs" variant="default" onClick={() => setPreview(group)}>
                    {t('groups.card.details')}
                  </Button>
                  {(group.my_relation === null || group.my_relation === 'pending') && (
                    <JoinGroupButton group={group} />
                  )}
                </>
              }
            />
            <NativeAdSlot placement="discovery" position={index + 1} />
          </Fragment>
        ))}
      </SimpleGrid>
      <LoadMoreButton query={query} />
      <GroupPreviewModal group={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
