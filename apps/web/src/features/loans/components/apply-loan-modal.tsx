import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplyLoan, GroupMemberDto, LoanSchedule, SavingsRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormModal } from '../../../components/form-modal';
import { WriteButton } from '../../../components/offline-writes';
import { isApiError } from '../../../lib/api-error';
import { showRefusal } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApplyForLoan } from '../api/apply-for-loan';
import {
  LOAN_APPLICATION_FIELDS,
  readLoanApplication,
  type LoanApplicationValues,
  type LoanProblem,
} from '../utils/loan-application';
import { rateInWords } from '../utils/loan-texts';
import { LoanApplicationFields } from './loan-application-fields';
import { LoanScheduleTable } from './loan-schedule-table';

/** What the member reviews: the body to send and the schedule it was worked out with. */
interface Review {
  body: ApplyLoan;
  schedule: LoanSchedule;
}

/**
 * A member's application, in two steps. First the amount, the term, the purpose and the
 * guarantors, checked as the server checks them; then the schedule `loanSchedule` works out with
 * the group's rate and method, with its totals, which the member confirms: the body carries that
 * schedule's total (`accepted_total_repayable`), so a change of rules meanwhile is refused rather
 * than applied. A refusal about a field goes back to it, with the message under it; the others
 * stay above the buttons.
 */
export function ApplyLoanModal({
  groupId,
  rules,
  limit,
  members,
  userId,
  onClose,
}: {
  groupId: string;
  rules: SavingsRulesDto;
  limit: string;
  members: Pick<GroupMemberDto, 'id' | 'username'>[];
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyForLoan();
  const [review, setReview] = useState<Review | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoanApplicationValues>({
    initialValues: { amount: '', term_months: '', purpose: '', guarantor_ids: [] },
  });
  const others = members
    .filter((member) => member.id !== userId)
    .map((member) => ({ value: member.id, label: member.username }));
  const money = (amount: string) => formatMoney(amount, rules.currency);
  const describe = (problem: LoanProblem) =>
    'message' in problem ? t(`messages.${problem.message}`) : t(`errors.${problem.error}`);

  function toReview() {
    setAlert(null);
    const read = readLoanApplication(form.getValues(), { rules, limit });
    if (read.problems) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(read.problems).map(([field, problem]) => [field, describe(problem)]),
        ),
      );
      return;
    }
    form.clearErrors();
    setReview({ body: read.body, schedule: read.schedule });
  }

  function confirm(body: ApplyLoan) {
    setAlert(null);
    apply.mutate(
      { groupId, body },
      {
        onSuccess: ({ loan }) => {
          notifySuccess({
            message: t('loans.apply.done', { amount: formatMoney(loan.amount, loan.currency) }),
          });
          onClose();
        },
        onError: (error) => {
          // The group's rules changed since: the schedule is worked out again from the form.
          if (isApiError(error) && error.code === 'LOAN_TERMS_CHANGED') setReview(null);
          showRefusal(error, t, {
            form: {
              setFieldError: (field, message) => {
                setReview(null);
                form.setFieldError(field, message);
              },
            },
            fields: LOAN_APPLICATION_FIELDS,
            byCode: {
              LOAN_TOO_SMALL: 'amount',
              LOAN_OVER_LIMIT: 'amount',
              LOAN_TERM_TOO_LONG: 'term_months',
              LOAN_GUARANTORS_REQUIRED: 'guarantor_ids',
              LOAN_GUARANTOR_INVALID: 'guarantor_ids',
            },
            elsewhere: setAlert,
          });
        },
      },
    );
  }

  const names = (ids: string[]) =>
    ids.map((id) => others.find((member) => member.value === id)?.label ?? '').join(', ');

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('loans.apply.title')}
      onSubmit={() => (review ? confirm(review.body) : toReview())}
    >
      {review ? (
        <Stack gap="sm">
          <Text fw={600}>
            {t('loans.apply.reviewText', {
              amount: money(review.body.amount),
              months: review.body.term_months,
              rate: rateInWords(t, rules),
            })}
          </Text>
          {review.body.guarantor_ids.length > 0 && (
            <Text size="sm">
              {t('loans.apply.guarantorsChosen', { names: names(review.body.guarantor_ids) })}
            </Text>
          )}
          <LoanScheduleTable
            schedule={review.schedule}
            principal={review.body.amount}
            currency={rules.currency}
          />
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('loans.apply.limit', { amount: money(limit) })}
          </Text>
          <LoanApplicationFields form={form} rules={rules} limit={limit} members={others} />
        </>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <Group justify="flex-end">
        <Button
          className="tap-target"
          variant="default"
          onClick={() => (review ? setReview(null) : onClose())}
        >
          {review ? t('loans.apply.edit') : t('common.cancel')}
        </Button>
        {review ? (
          <WriteButton className="tap-target" type="submit" color="teal" loading={apply.isPending}>
            {t('loans.apply.confirm')}
          </WriteButton>
        ) : (
          <Button className="tap-target" type="submit">
            {t('loans.apply.review')}
          </Button>
        )}
      </Group>
    </FormModal>
  );
}
