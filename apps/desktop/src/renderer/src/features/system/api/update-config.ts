import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigDto, SystemConfig } from '@tontine/contracts';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

type Change = { key: keyof SystemConfig; value: SystemConfig[keyof SystemConfig] };

export const updateConfig = ({ key, value }: Change) =>
  consoleSend('POST', '/api/superadmin/config/update', { key, value, confirm: true });

/**
 * Saves one value of the configuration; once the server agrees the cached configuration holds
 * it, and the figures (the system state shows the maintenance switch) are read again.
 */
export function useUpdateConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: (_answer, { key, value }) => {
      client.setQueryData<ConfigDto>(queryKeys.config, (current) =>
        current ? { ...current, values: { ...current.values, [key]: value } } : current,
      );
      void client.invalidateQueries({ queryKey: queryKeys.figures });
    },
  });
}
