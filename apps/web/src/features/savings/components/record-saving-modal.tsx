import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import type { GroupMemberDto, SavingsRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { showRefusal } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePaySaving } from '../api/pay-saving';
import { readFreeSaving, type SavingAmountProblem } from '../utils/saving-amount';
import { SavingAmountInput } from './saving-amount-input';

type Field = 'user_id' | 'amount';

/**
 * An admin or treasurer records the cash a member handed them: approved at once. The member is
 * chosen among the group's others (the reader's own saving is declared like anyone's); a free
 * saving's amount is typed, a fixed one is what is left of the member's cycle, which the server
 * knows.
 */
export function RecordSavingModal({
  groupId,
  rules,
  members,
  userId,
  onClose,
}: {
  groupId: string;
  rules: SavingsRulesDto;
  members: Pick<GroupMemberDto, 'id' | 'username'>[];
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePaySaving();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [memberMissing, setMemberMissing] = useState(false);
  const [value, setValue] = useState<number | string>('');
  const [problem, setProblem] = useState<SavingAmountProblem | null>(null);
  const [refusals, setRefusals] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const free = rules.saving_kind === 'free';
  const others = members
    .filter((member) => member.id !== userId)
    .map((member) => ({ value: member.id, label: member.username }));

  function submit() {
    setMemberMissing(!memberId);
    setRefusals({});
    setAlert(null);
    const read = free ? readFreeSaving(value, rules.saving_amount) : null;
    setProblem(read?.problem ?? null);
    if (!memberId || read?.amount === null) return;
    const name = others.find((member) => member.value === memberId)?.label ?? '';
    pay.mutate(
      { groupId, user_id: memberId, ...(read ? { amount: read.amount } : {}) },
      {
        onSuccess: () => {
          notifySuccess({ message: t('savings.record.done', { name }) });
          onClose();
        },
        onError: (error) =>
          showRefusal<Field>(error, t, {
            form: {
              setFieldError: (field, message) => setRefusals({ [field]: message }),
            },
            fields: free ? ['user_id', 'amount'] : ['user_id'],
            byCode: {
              MEMBER_NOT_FOUND: 'user_id',
              SAVING_ALREADY_PAID: 'user_id',
              ...(free ? { SAVING_TOO_SMALL: 'amount' as const } : {}),
            },
            elsewhere: setAlert,
          }),
      },
    );
  }

  return (
    <FormModal opened onClose={onClose} title={t('savings.record.title')} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('savings.record.text')}
      </Text>
      <Select
        label={t('savings.record.member')}
        placeholder={t('savings.record.memberPlaceholder')}
        data={others}
        value={memberId}
        onChange={(value) => {
          setMemberId(value);
          setMemberMissing(false);
          setRefusals({});
        }}
        searchable
        required
        error={memberMissing ? t('savings.record.memberRequired') : refusals.user_id}
      />
      {free ? (
        <SavingAmountInput
          value={value}
          onChange={setValue}
          minimum={rules.saving_amount}
          currency={rules.currency}
          problem={problem}
          refusal={refusals.amount}
        />
      ) : (
        <Text size="sm">
          {t('savings.record.fixedAmount', {
            amount: formatMoney(rules.saving_amount, rules.currency),
          })}
        </Text>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={t('savings.record.confirm')}
        color="teal"
        loading={pay.isPending}
      />
    </FormModal>
  );
}
