import { useEffect, useId, useState } from 'react';
import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { CREATE_GROUP_LIMITS, createGroupSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { ErrorTexts } from '../../../lib/describe-error';
import { useCreateGroup } from '../api/create-group';
import {
  GroupFormFields,
  groupFormBody,
  useGroupForm,
  type GroupFormRules,
  type GroupFormValues,
} from './group-form-fields';
import { RulesFields, rulesBody, rulesFormValues, type WithRulesValues } from './rules-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModalActions } from '../../../components/form-modal';
import { FormAlert } from '../../../components/form-alert';
import { useAdTrigger } from '../../../lib/ad-slots';

/** The modal closes this long after the group is created, leaving time to read the success. */
export const CREATE_GROUP_CLOSE_MS = 2000;

const CREATE_RULES: GroupFormRules = {
  schema: createGroupSchema,
  limits: CREATE_GROUP_LIMITS,
  minContribution: 0,
  descriptionRequired: true,
  startDateRequired: false,
};

/**
 * A refused creation: the answer's message, else 'Erreur API: {status}', followed by
 * 'Veuillez réessayer.'; without an answer, the connection message.
 */
const CREATE_ERRORS: ErrorTexts = {
  unexpected: 'common.networkError',
  fallback: 'groups.createModal.apiError',
  frame: 'groups.createModal.retry',
};

export function CreateGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const adTrigger = useAdTrigger();
  const [summary, setSummary] = useState(false);
  const rulesTitle = useId();
  const { form, accepts } = useGroupForm<GroupFormValues & WithRulesValues>(CREATE_RULES, {
    rules: rulesFormValues(),
  });

  function close() {
    onClose();
    form.reset();
    setSummary(false);
    create.reset();
  }

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(close, CREATE_GROUP_CLOSE_MS);
    return () => clearTimeout(timer);
    // The timer follows the success alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [create.isSuccess]);

  function submit(values: typeof form.values) {
    const body = {
      ...groupFormBody(values),
      ...(values.start_date ? { start_date: values.start_date } : {}),
      members: [],
      rules: rulesBody(values.rules),
    };
    const accepted = accepts(body);
    setSummary(!accepted);
    if (accepted) create.mutate(body, { onSuccess: () => adTrigger('group-created') });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('groups.createModal.title')} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          {create.isSuccess && (
            <Alert color="teal" role="status">
              {t('groups.createModal.success', { name: create.data.group.name })}
            </Alert>
          )}
          {summary && <FormAlert>{t('messages.formHasErrors')}</FormAlert>}
          {create.isError && <ErrorAlert error={create.error} texts={CREATE_ERRORS} />}
          <GroupFormFields form={form} rules={CREATE_RULES} />
          <Stack gap="xs" component="section" aria-labelledby={rulesTitle}>
            <Title order={3} fz="h5" id={rulesTitle}>
              {t('groups.rules.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('groups.rules.createHint')}
            </Text>
            <RulesFields form={form} currency={form.values.currency} />
          </Stack>
          {/* The modal closes by itself after the creation: Cancel stays, nothing is sent twice. */}
          <FormModalActions
            onClose={close}
            submitLabel={t('groups.createModal.submit')}
            loading={create.isPending}
            disabled={create.isSuccess}
          />
        </Stack>
      </form>
    </Modal>
  );
}
