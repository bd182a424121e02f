import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceStatus, MaintenanceToggle } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/maintenance/toggle (super admin). */
export function toggleMaintenance(body: MaintenanceToggle): Promise<MaintenanceStatus> {
  return apiRequest<MaintenanceStatus>('/maintenance/toggle', { method: 'POST', body });
}

export function useToggleMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMaintenance,
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.maintenanceStatus, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceStatus });
    },
  });
}
