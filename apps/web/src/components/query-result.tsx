import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

/**
 * A card's query in its three states: a small loader, why it failed, or what `children` make
 * of its data.
 */
export function QueryResult<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (query.isError) {
    return <ErrorAlert error={query.error} />;
  }
  return children(query.data);
}
