import type { Page } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Query parameters of a list call; empty values are left out. */
export type ListParams = Record<string, string | number | undefined>;

export function toQueryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One keyset page of a list: `{ items, next_cursor }` (docs/api.md, "Groups"). */
export function fetchPage<T>(
  path: string,
  params: ListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<T>> {
  return apiRequest<Page<T>>(
    `${path}${toQueryString({ ...params, cursor: cursor ?? undefined })}`,
    { signal },
  );
}

/** The infinite-query options every list shares: the next page comes from `next_cursor`. */
export const pageParams = {
  initialPageParam: null as string | null,
  getNextPageParam: <T>(last: Page<T>) => last.next_cursor,
};

/** All the loaded items of an infinite list, in order. */
export function flattenPages<T>(data: { pages: Page<T>[] } | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}
