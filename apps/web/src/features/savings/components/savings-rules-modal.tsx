import { useState } from 'react';
import { useForm } from '@mantine/form';
import { savingsRulesSchema, type SavingsRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { schemaFieldErrors, showRefusal, translateFieldError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateSavingsRules } from '../api/update-savings-rules';
import {
  SAVINGS_RULES_FIELDS,
  savingsRulesBody,
  savingsRulesFormValues,
  type SavingsRulesFormValues,
} from '../utils/savings-rules-form';
import { SavingsRulesFields } from './savings-rules-fields';

/**
 * The admins' setting of the fund's rules, all at once, pre-filled with the rules in force (and
 * the fund on, when it is being set up). The values are checked with the API's own schema before
 * anything is sent; the server's refusal shows under the field it names, else above the buttons.
 */
export function SavingsRulesModal({
  groupId,
  rules,
  setUp,
  onClose,
}: {
  groupId: string;
  rules: SavingsRulesDto;
  /** Opened from the card that says the group keeps no fund. */
  setUp: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSavingsRules();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SavingsRulesFormValues>({
    initialValues: savingsRulesFormValues(rules, { setUp }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function submit() {
    setAlert(null);
    const parsed = savingsRulesSchema.safeParse(savingsRulesBody(form.getValues()));
    if (!parsed.success) {
      form.setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    form.clearErrors();
    update.mutate(
      { groupId, rules: parsed.data },
      {
        onSuccess: () => {
          notifySuccess({ message: t('savings.rules.saved') });
          onClose();
        },
        onError: (error) =>
          showRefusal(error, t, {
            form,
            fields: SAVINGS_RULES_FIELDS,
            byCode: {},
            elsewhere: setAlert,
          }),
      },
    );
  }

  return (
    <FormModal opened onClose={onClose} title={t('savings.rules.title')} onSubmit={submit}>
      <SavingsRulesFields form={form} currency={rules.currency} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={t('savings.rules.save')}
        loading={update.isPending}
      />
    </FormModal>
  );
}
