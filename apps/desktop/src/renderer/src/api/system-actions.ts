import { useEffect, useState } from 'react';
import { isErrorCode, type SystemAction, type SystemActionAvailability } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { consoleGet } from './console-api';

/** Why an action cannot run on this server, in the operator's language; absent when it can. */
export type UnavailableActions = Partial<Record<SystemAction, string>>;

/**
 * GET /api/superadmin/system/actions, read again on every refresh: the actions this server
 * cannot run (no deploy command, no supervisor to restart it) and the server's reason. When
 * the list cannot be read every action stays offered: the API still refuses, and audits, what
 * it cannot run.
 */
export function useUnavailableActions(refreshKey: number): UnavailableActions {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<SystemActionAvailability[]>([]);
  useEffect(() => {
    let live = true;
    consoleGet<SystemActionAvailability[]>('/api/superadmin/system/actions')
      .then((list) => live && setAnswer(list))
      .catch(() => live && setAnswer([]));
    return () => {
      live = false;
    };
  }, [refreshKey]);
  const unavailable: UnavailableActions = {};
  for (const item of answer) {
    if (item.available) continue;
    unavailable[item.action] = isErrorCode(item.code)
      ? t(`errors.${item.code}`)
      : (item.detail ?? t('systemTab.unavailable'));
  }
  return unavailable;
}
