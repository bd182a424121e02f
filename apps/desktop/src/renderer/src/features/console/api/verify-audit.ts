import { useQuery } from '@tanstack/react-query';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';
import type { AuditVerification } from './console-rows';

export const verifyAudit = () => consoleGet<AuditVerification>('/api/superadmin/audit/verify');

/**
 * The audit chain's check, read only when the operator asks (`refetch`): it reads the whole
 * trail, so it never runs on its own.
 */
export function useAuditVerification() {
  return useQuery({ queryKey: queryKeys.auditVerification, queryFn: verifyAudit, enabled: false });
}
