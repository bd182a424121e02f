import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { saveInventory, type InventoryAd } from './ads-api';

/** Saves the inventory on the version it was read at; once saved, it and its counts are read again. */
export function useSaveInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ads, version }: { ads: InventoryAd[]; version: number }) =>
      saveInventory(ads, version),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.ads }),
  });
}
