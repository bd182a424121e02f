import { Grid, Stack, Text, Title } from '@mantine/core';
import { MPESA_CURRENCY, type LoanDetail } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { QueryResult } from '../../../components/query-result';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useLoan } from '../api/get-loan';
import { BackLink } from './back-link';
import { LoanActions } from './loan-actions';
import { LoanFigures } from './loan-figures';
import { LoanGuarantors } from './loan-guarantors';
import { LoanInstalments } from './loan-instalments';
import { LoanMpesaRepay } from './loan-mpesa-repay';
import { LoanRepayments } from './loan-repayments';

function LoanView({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const { loan } = detail;
  const userId = useSession()?.user?.id;
  // The borrower repays an active loan by M-Pesa where the server collects through it, in KES.
  const mpesa =
    useMpesaAvailable() &&
    loan.currency === MPESA_CURRENCY &&
    loan.status === 'active' &&
    loan.user_id === userId;
  return (
    <Stack>
      <div>
        <BackLink to={`/groups/${loan.group_id}`} label={t('loans.page.backToGroup')} />
        <Title order={1} fz="h2">
          {t('loans.page.title', { amount: formatMoney(loan.amount, loan.currency) })}
        </Title>
        <Text c="dimmed">
          {t('loans.page.borrower', { name: loan.user_name, date: formatDate(loan.created_at) })}
        </Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <LoanActions detail={detail} />
            {mpesa && <LoanMpesaRepay detail={detail} />}
            <LoanFigures loan={loan} />
            <LoanGuarantors guarantors={loan.guarantors} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <LoanInstalments instalments={detail.instalments} currency={loan.currency} />
            <LoanRepayments repayments={detail.repayments} currency={loan.currency} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * `/loans/:loanId`: one loan, for its borrower, its guarantors and those who handle the group's
 * money. Its figures and what it waits for, its guarantors and their answers, its schedule and
 * repayments, and the buttons of what the reader may do with it now; a treasurer sends it to the
 * borrower's phone by M-Pesa, and its borrower repays it by M-Pesa, from here.
 */
export function LoanPage() {
  const { loanId = '' } = useParams();
  const query = useLoan(loanId);
  return (
    <QueryResult query={query} loader="regular">
      {(detail) => <LoanView detail={detail} />}
    </QueryResult>
  );
}
