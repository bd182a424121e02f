import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isErrorCode,
  type SystemAction,
  type SystemActionAvailability,
  type SystemActionResult,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../lib/query-keys';
import { consoleGet, consoleSend } from './console-api';

/** Why an action cannot run on this server, in the operator's language; absent when it can. */
export type UnavailableActions = Partial<Record<SystemAction, string>>;

export const getSystemActions = () =>
  consoleGet<SystemActionAvailability[]>('/api/superadmin/system/actions');

/**
 * GET /api/superadmin/system/actions: the actions this server cannot run (no deploy command,
 * no supervisor to restart it) and the server's reason. When the list cannot be read every
 * action stays offered: the API still refuses, and audits, what it cannot run.
 */
export function useUnavailableActions(): UnavailableActions {
  const { t } = useTranslation();
  const { data = [] } = useQuery({ queryKey: queryKeys.systemActions, queryFn: getSystemActions });
  const unavailable: UnavailableActions = {};
  for (const item of data) {
    if (item.available) continue;
    unavailable[item.action] = isErrorCode(item.code)
      ? t(`errors.${item.code}`)
      : (item.detail ?? t('systemTab.unavailable'));
  }
  return unavailable;
}

export const runSystemAction = (action: SystemAction) =>
  consoleSend<SystemActionResult>('POST', `/api/superadmin/system/${action}`);

/** Runs a system action; a backup adds to the backups list, which is read again. */
export function useRunSystemAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runSystemAction,
    onSuccess: (_answer, action) => {
      if (action === 'backup') void client.invalidateQueries({ queryKey: queryKeys.backups });
    },
  });
}
