import { Loader, Stack } from '@mantine/core';
import type { GroupDetailDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { ArrangeOrderPanel } from './arrange-order-panel';
import { RotationQueuePanel } from './rotation-queue-panel';
import { ErrorAlert } from '../../../components/error-alert';

interface RotationTabProps {
  group: GroupDetailDto;
  userId: string;
  isAdmin: boolean;
}

/** The group page's rotation tab: the queue for everyone, its arrangement for the admin. */
export function RotationTab({ group, userId, isAdmin }: RotationTabProps) {
  const { t } = useTranslation();
  const rotation = useGroupRotation(group.id);

  if (rotation.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (rotation.isError) {
    return <ErrorAlert error={rotation.error} />;
  }
  return (
    <Stack>
      {isAdmin && rotation.data.payout_order_method === 'admin_set' && (
        <ArrangeOrderPanel groupId={group.id} rotation={rotation.data} />
      )}
      <RotationQueuePanel rotation={rotation.data} currency={group.currency} userId={userId} />
    </Stack>
  );
}
