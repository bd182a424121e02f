import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { groupRulesSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { schemaFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateGroupRules } from '../api/update-group-rules';
import type { RulesGroup } from './group-rules-summary';
import { RulesFields, rulesBody, rulesFormValues, type WithRulesValues } from './rules-fields';

/** The rules modal's values, checked where the form holds them (`rules.<field>`). */
const rulesFormSchema = z.object({ rules: groupRulesSchema });

/**
 * The admins' change of the group's rules: the same fields as at creation, pre-filled with the
 * rules in force each time it opens. Once the rotation has begun a change applies from the next
 * cycle, which the modal says before and the server's answer confirms after.
 */
export function EditRulesModal({
  group,
  opened,
  onClose,
}: {
  group: RulesGroup & { id: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateGroupRules();
  const form = useForm<WithRulesValues>({
    initialValues: { rules: rulesFormValues(group.rules) },
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  // Each opening starts from the rules in force, which may have changed since the last one.
  useEffect(() => {
    if (!opened) return;
    const values = { rules: rulesFormValues(group.rules) };
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // The rules of the moment the modal opens: a refresh while it is open keeps what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  function close() {
    onClose();
    form.reset();
    update.reset();
  }

  function submit() {
    const parsed = rulesFormSchema.safeParse({ rules: rulesBody(form.getValues().rules) });
    if (!parsed.success) {
      form.setErrors(schemaFieldErrors(parsed.error, {}, ['rules']));
      return;
    }
    form.clearErrors();
    update.mutate(
      { groupId: group.id, rules: parsed.data.rules },
      {
        onSuccess: (rules) => {
          notifySuccess({
            message: t('groups.rules.saved', { cycle: rules.effective_from_cycle }),
          });
          close();
        },
      },
    );
  }

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('groups.rules.editTitle')}
      onSubmit={submit}
    >
      <Text size="sm" c="dimmed">
        {t('groups.rules.nextCycleNote', { cycle: Math.max(group.current_cycle, 1) + 1 })}
      </Text>
      {update.isError && <ErrorAlert error={update.error} />}
      <RulesFields form={form} currency={group.currency} />
      <FormModalActions
        onClose={close}
        submitLabel={t('groups.rules.save')}
        loading={update.isPending}
      />
    </FormModal>
  );
}
