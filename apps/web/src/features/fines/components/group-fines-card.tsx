import { useId, useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import type { GroupFines } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../../api/get-crypto-networks';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { QueryResult } from '../../../components/query-result';
import { TitledRowList } from '../../../components/titled-row-list';
import { useSession } from '../../../lib/session';
import { useGroupFines } from '../api/get-group-fines';
import { FineDialog } from './fine-dialog';
import { FineRow, type FineAction } from './fine-row';
import { GroupFundSummary } from './group-fund-summary';

function FinesList({
  data,
  userId,
  onAct,
}: {
  data: GroupFines;
  userId: string;
  onAct: (action: FineAction) => void;
}) {
  const mpesa = useMpesaAvailable();
  // Offered as the contribution's "pay in crypto" is: unless the server has no network.
  const crypto = !useCryptoOffer().unavailable;
  const { t } = useTranslation();
  const { fines, can_manage: canManage } = data;
  return (
    <TitledRowList
      title={canManage ? t('fines.all') : t('fines.mine')}
      emptyText={t('fines.empty')}
    >
      {fines.map((fine) => (
        <FineRow
          key={fine.id}
          fine={fine}
          canManage={canManage}
          isMine={fine.user_id === userId}
          mpesa={mpesa}
          crypto={crypto}
          onAct={onAct}
        />
      ))}
    </TitledRowList>
  );
}

/**
 * The group page's late fines, for its members: the group's fund, where paid fines go, and
 * the fines the API gives the reader (a member's own; every member's for the group's admins,
 * who validate, record and waive them). A group whose rules fine nobody, and which has no fine
 * and an empty fund, shows nothing: the card would only say that there is nothing.
 */
export function GroupFinesCard({
  groupId,
  finesInRules,
}: {
  groupId: string;
  finesInRules: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const userId = useSession()?.user?.id ?? '';
  const query = useGroupFines(groupId);
  const [action, setAction] = useState<FineAction | null>(null);

  const empty =
    query.data !== undefined &&
    query.data.fines.length === 0 &&
    [
      query.data.fund.fines_outstanding,
      query.data.fund.fines_paid,
      query.data.fund.fines_waived,
    ].every((amount) => Number(amount) === 0);
  if (!finesInRules && (query.isPending || empty)) return null;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId} mb="sm">
        {t('fines.title')}
      </Title>
      <QueryResult query={query}>
        {(data) => (
          <Stack gap="md">
            <GroupFundSummary fund={data.fund} />
            <FinesList data={data} userId={userId} onAct={setAction} />
          </Stack>
        )}
      </QueryResult>
      {action && (
        <FineDialog
          key={`${action.kind}-${action.fine.id}`}
          action={action}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
}
