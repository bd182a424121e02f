import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { imageSource } from './ads-api';

/** Where the image at `url` is read from; nothing while the address is empty. */
export function useImageSource(url: string) {
  return useQuery({
    queryKey: queryKeys.adImage(url),
    queryFn: () => imageSource(url),
    enabled: url !== '',
  });
}
