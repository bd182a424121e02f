import { Button } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'
>;

/** The next page of a keyset list, offered while the API names one. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
    >
      {t('groups.dashboard.loadMore')}
    </Button>
  );
}
