import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GroupRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { queryKeys } from '../../../lib/query-keys';

/** A join refused because the group's rules changed since the member read them. */
export function isRulesChanged(error: unknown): boolean {
  return isApiError(error) && error.code === 'GROUP_RULES_CHANGED';
}

export interface RulesAcceptance {
  /** The group carries rules to read and accept before joining. */
  asks: boolean;
  /** 'J'ai lu et j'accepte les règles du groupe' is ticked for the rules shown. */
  accepted: boolean;
  /** Joining may go on: the rules shown are accepted, or there are none to accept. */
  ready: boolean;
  /** What the join sends as `accepted_rules_version`: the version ticked, if any. */
  version: number | undefined;
  setAccepted: (accepted: boolean) => void;
  /** The message of a join refused because the rules changed, until the new ones are ticked. */
  notice: string | null;
  /**
   * Takes a join's failure: the rules changed (409 GROUP_RULES_CHANGED) untick the box, say so
   * and fetch every group answer again (lists, detail, a code's preview), so that the new rules
   * show. Answers whether it was that failure.
   */
  onJoinError: (error: unknown) => boolean;
  reset: () => void;
}

/**
 * The acceptance of a group's rules before joining it. The box is ticked for one version of
 * the rules: when the group comes back with new ones, it is unticked by itself.
 */
export function useRulesAcceptance(rules: GroupRulesDto | undefined): RulesAcceptance {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [acceptedVersion, setAcceptedVersion] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const accepted = rules !== undefined && acceptedVersion === rules.version;
  return {
    asks: rules !== undefined,
    accepted,
    ready: rules === undefined || accepted,
    version: accepted ? rules.version : undefined,
    setAccepted: (on) => {
      setAcceptedVersion(on && rules ? rules.version : null);
      if (on) setNotice(null);
    },
    notice,
    onJoinError: (error) => {
      if (!isRulesChanged(error)) return false;
      setAcceptedVersion(null);
      setNotice(describeError(error, t));
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups });
      return true;
    },
    reset: () => {
      setAcceptedVersion(null);
      setNotice(null);
    },
  };
}
