import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useChatGroups, type GroupOption } from '../api/search-groups';

/** The server is asked once typing pauses, not at every key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The group to open, searched on the server; the header's search fills the field. The open
 * group stays listed even when the search (or the queue) found it elsewhere.
 */
export function GroupPicker({
  search,
  group,
  onChange,
  toast,
}: {
  search: string;
  group: GroupOption | null;
  onChange: (group: GroupOption | null) => void;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(search);
  useEffect(() => setQuery(search), [search]);
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const found = useChatGroups(debounced);
  useFailureToast(found.error, t('chatTab.loadFailed'), toast);
  const groups = found.data ?? [];

  return (
    <Select
      label={t('chatTab.pickGroup')}
      placeholder={t('chatTab.pickGroupHint')}
      searchable
      searchValue={query}
      onSearchChange={setQuery}
      filter={({ options }) => options}
      data={[...groups, ...(group && !groups.some((g) => g.id === group.id) ? [group] : [])].map(
        (g) => ({ value: g.id, label: g.name }),
      )}
      value={group?.id ?? null}
      onChange={(id) => onChange(groups.find((g) => g.id === id) ?? (id ? group : null))}
      nothingFoundMessage={t('chatTab.noGroup')}
      mb="sm"
    />
  );
}
