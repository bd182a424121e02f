import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { loadInventory } from './ads-api';

/** The `ads` platform document: its ads and the version a save is based on. */
export function useInventory() {
  return useQuery({ queryKey: queryKeys.adInventory, queryFn: loadInventory });
}
