import { useEffect, useState } from 'react';
import { Alert, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PERMANENT_CODE_LENGTH,
  joinWithPermanentCodeSchema,
  type JoinWithPermanentCodeResponse,
} from '@tontine/contracts';
import { useJoinWithPermanentCode } from '../api/join-with-permanent-code';
import { PERMANENT_CODE_ERRORS } from '../utils/permanent-code-error-texts';
import { ErrorAlert } from '../../../components/error-alert';
import { checkWithSchema } from '../../../lib/form-errors';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { CodeInput } from './code-input';
import { useAdTrigger } from '../../../lib/ad-slots';

/** The modal closes this long after a successful join, leaving time to read which group it was. */
export const PERMANENT_CODE_CLOSE_MS = 3000;

interface PermanentCodeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Join with a permanent 8-character code: upper-cased while typing, instant membership. */
export function PermanentCodeModal({ opened, onClose }: PermanentCodeModalProps) {
  const { t } = useTranslation();
  const join = useJoinWithPermanentCode();
  const adTrigger = useAdTrigger();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinWithPermanentCodeResponse | null>(null);

  function close() {
    onClose();
    setCode('');
    setFieldError(null);
    setJoined(null);
    join.reset();
  }

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(close, PERMANENT_CODE_CLOSE_MS);
    return () => clearTimeout(timer);
    // `close` only resets local state: the timer follows the success alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);

  function submit() {
    const checked = checkWithSchema(
      joinWithPermanentCodeSchema,
      { permanent_code: code },
      'permanentCodeRequired',
    );
    setFieldError(checked.error);
    if (checked.data)
      join.mutate(checked.data.permanent_code, {
        onSuccess: (answer) => {
          setJoined(answer);
          adTrigger('member-joined');
        },
      });
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
      {join.isError && <ErrorAlert error={join.error} texts={PERMANENT_CODE_ERRORS} />}
      <CodeInput
        label={t('groups.permanentCode.label')}
        value={code}
        onChange={setCode}
        error={fieldError}
        maxLength={PERMANENT_CODE_LENGTH}
        disabled={joined !== null}
      />
      {/* The modal closes by itself after a join: Cancel stays, the code cannot be sent twice. */}
      <FormModalActions
        onClose={close}
        submitLabel={t('groups.permanentCode.submit')}
        loading={join.isPending}
        disabled={joined !== null}
      />
    </FormModal>
  );
}
