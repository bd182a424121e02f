import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a list: "load more" while the server has another page, else the count shown. */
export function ListFooter({
  count,
  hasMore,
  loading,
  onLoadMore,
}: {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Center mt="sm">
      {hasMore ? (
        <Button variant="default" size="xs" loading={loading} onClick={onLoadMore}>
          {t('lists.loadMore')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {count === 0 ? t('lists.empty') : t('lists.count', { count })}
        </Text>
      )}
    </Center>
  );
}
