import { useId, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { GroupDetailDto, MyLoans } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { TitledRowList } from '../../../components/titled-row-list';
import { useSession } from '../../../lib/session';
import { useLoanTerms, type LoanTerms } from '../api/get-loan-terms';
import { useMyLoans } from '../api/get-my-loans';
import { ApplyLoanModal } from './apply-loan-modal';
import { BorrowingPanel } from './borrowing-panel';
import { GuaranteeAnswer } from './guarantee-answer';
import { LoanActionDialog, type LoanAction } from './loan-action-dialog';
import { LoanRow } from './loan-row';

/** What the card reads of the group: its id, and its members to choose guarantors among. */
export type LoansGroup = Pick<GroupDetailDto, 'id' | 'members'>;

/** The reader's loans, then the loans they were asked to guarantee, with their answer. */
function MyLoansLists({
  data,
  userId,
  onDecide,
}: {
  data: MyLoans;
  userId: string;
  onDecide: (action: LoanAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TitledRowList title={t('loans.mine.title')} emptyText={t('loans.mine.empty')}>
        {data.loans.map((loan) => (
          <LoanRow key={loan.id} loan={loan} showBorrower={false} />
        ))}
      </TitledRowList>
      {data.guarantees.length > 0 && (
        <TitledRowList title={t('loans.guarantees.title')} emptyText="">
          {data.guarantees.map((loan) => (
            <LoanRow key={loan.id} loan={loan} showBorrower>
              <GuaranteeAnswer loan={loan} userId={userId} onDecide={onDecide} />
            </LoanRow>
          ))}
        </TitledRowList>
      )}
    </>
  );
}

/**
 * The group page's 'Prêts', once the group's savings fund lends (or the reader still has loans
 * or guarantees from when it did): what the reader may borrow and the application, their loans
 * with what is left to repay, and the guarantees asked of them, answered from here. Those who
 * handle the money reach the loan book from it.
 */
export function GroupLoansCard({ group }: { group: LoansGroup }) {
  const { t } = useTranslation();
  const titleId = useId();
  const userId = useSession()?.user?.id ?? '';
  const terms = useLoanTerms(group.id);
  const mine = useMyLoans(group.id, { enabled: terms.data?.rules.enabled ?? false });
  const [applying, setApplying] = useState(false);
  const [action, setAction] = useState<LoanAction | null>(null);
  if (!terms.data?.rules.enabled) return null;
  const hasLoans = (mine.data?.loans.length ?? 0) + (mine.data?.guarantees.length ?? 0) > 0;
  if (!terms.data.offered && !hasLoans) return null;
  const data: LoanTerms = terms.data;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('loans.title')}
        </Title>
        {data.can_manage && (
          <Button
            component={Link}
            to={`/groups/${group.id}/loans`}
            size="xs"
            variant="light"
            className="tap-target"
            leftSection={<IconBook2 size={14} aria-hidden />}
          >
            {t('loans.card.book')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {data.offered ? (
          <BorrowingPanel terms={data} loans={mine.data?.loans} onApply={() => setApplying(true)} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('loans.card.notOffered')}
          </Text>
        )}
        <QueryResult query={mine}>
          {(loans) => <MyLoansLists data={loans} userId={userId} onDecide={setAction} />}
        </QueryResult>
      </Stack>
      {applying && (
        <ApplyLoanModal
          groupId={group.id}
          rules={data.rules}
          limit={data.my_borrowing_limit}
          members={group.members ?? []}
          userId={userId}
          onClose={() => setApplying(false)}
        />
      )}
      {action && (
        <LoanActionDialog
          key={`${action.kind}-${action.loan.id}`}
          action={action}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
}
