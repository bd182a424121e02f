import { useEffect, useState } from 'react';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PERMANENT_CODE_LENGTH,
  joinWithPermanentCodeSchema,
  type JoinWithPermanentCodeResponse,
} from '@tontine/contracts';
import { useGroupPreview } from '../api/get-group-preview';
import { useJoinWithPermanentCode } from '../api/join-with-permanent-code';
import { isRulesChanged, useRulesAcceptance } from '../hooks/use-rules-acceptance';
import { PERMANENT_CODE_ERRORS } from '../utils/permanent-code-error-texts';
import { ErrorAlert } from '../../../components/error-alert';
import { checkWithSchema } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { CodeInput } from './code-input';
import { RulesAcceptanceFields } from './rules-acceptance';
import { useAdTrigger } from '../../../lib/ad-slots';

/** The modal closes this long after a successful join, leaving time to read which group it was. */
export const PERMANENT_CODE_CLOSE_MS = 3000;

interface PermanentCodeModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Join with a permanent 8-character code, upper-cased while typing, in two steps: the code
 * first opens the group it belongs to (its name and its rules, GET /api/groups/preview), then
 * 'Rejoindre', once 'J'ai lu et j'accepte les règles du groupe' is ticked, makes the member at
 * once, naming the version of the rules accepted. Changing the code goes back to the first step.
 */
export function PermanentCodeModal({ opened, onClose }: PermanentCodeModalProps) {
  const { t } = useTranslation();
  const join = useJoinWithPermanentCode();
  const adTrigger = useAdTrigger();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** The code whose group is shown (the second step), null on the first step. */
  const [previewCode, setPreviewCode] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinWithPermanentCodeResponse | null>(null);
  const preview = useGroupPreview(previewCode);
  const group = previewCode !== null ? preview.data : undefined;
  const acceptance = useRulesAcceptance(group?.rules);

  function backToCode() {
    setPreviewCode(null);
    acceptance.reset();
    join.reset();
  }

  function close() {
    onClose();
    setCode('');
    setFieldError(null);
    setJoined(null);
    backToCode();
  }

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(close, PERMANENT_CODE_CLOSE_MS);
    return () => clearTimeout(timer);
    // `close` only resets local state: the timer follows the success alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);

  function submit() {
    if (group && previewCode !== null) {
      if (!acceptance.ready || joined) return;
      join.mutate(
        { code: previewCode, acceptedRulesVersion: acceptance.version },
        {
          onSuccess: (answer) => {
            setJoined(answer);
            adTrigger('member-joined');
          },
          onError: acceptance.onJoinError,
        },
      );
      return;
    }
    const checked = checkWithSchema(
      joinWithPermanentCodeSchema,
      { permanent_code: code },
      'permanentCodeRequired',
    );
    setFieldError(checked.error);
    if (!checked.data) return;
    // The same code again after a failure: asked again.
    if (checked.data.permanent_code === previewCode) void preview.refetch();
    else setPreviewCode(checked.data.permanent_code);
  }

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('groups.permanentCode.title')}
      onSubmit={submit}
    >
      <Badge color="teal" variant="light">
        {t('groups.permanentCode.instant')}
      </Badge>
      {joined && (
        <Alert color="teal" role="status">
          {t('groups.permanentCode.success', {
            name: joined.group.name,
            members: joined.group.member_count,
            max: joined.group.max_members,
          })}
        </Alert>
      )}
      {previewCode !== null && preview.isError && (
        <ErrorAlert error={preview.error} texts={PERMANENT_CODE_ERRORS} />
      )}
      {join.isError && !isRulesChanged(join.error) && (
        <ErrorAlert error={join.error} texts={PERMANENT_CODE_ERRORS} />
      )}
      <CodeInput
        label={t('groups.permanentCode.label')}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (previewCode !== null) backToCode();
        }}
        error={fieldError}
        maxLength={PERMANENT_CODE_LENGTH}
        disabled={joined !== null}
      />
      {group && (
        <Stack gap="sm" aria-live="polite">
          <div>
            <Text fw={700}>{group.name}</Text>
            <Text size="sm" c="dimmed">
              {t('groups.permanentCode.previewFacts', {
                members: group.member_count,
                max: group.max_members,
                amount: formatMoney(group.contribution_amount, group.currency),
              })}
            </Text>
          </div>
          <RulesAcceptanceFields group={group} acceptance={acceptance} disabled={joined !== null} />
        </Stack>
      )}
      {/* The modal closes by itself after a join: Cancel stays, the code cannot be sent twice. */}
      <FormModalActions
        onClose={close}
        submitLabel={group ? t('groups.permanentCode.submit') : t('groups.permanentCode.continue')}
        loading={group ? join.isPending : previewCode !== null && preview.isFetching}
        disabled={joined !== null || (group !== undefined && !acceptance.ready)}
      />
    </FormModal>
  );
}
