import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

/**
 * A query in its three states: a loader (small, as in a card, unless a tab or a page asks for
 * a larger one), why it failed, or what `children` make of its data.
 */
export function QueryResult<T>({
  query,
  children,
  loader = 'small',
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loader?: 'small' | 'regular';
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return <Loader size={loader === 'small' ? 'sm' : undefined} aria-label={t('app.loading')} />;
  }
  if (query.isError) {
    return <ErrorAlert error={query.error} />;
  }
  return children(query.data);
}
