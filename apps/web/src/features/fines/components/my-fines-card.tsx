import { useId, useState } from 'react';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { MemberFineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../../api/get-crypto-networks';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { Link } from 'react-router';
import { FineDialog } from './fine-dialog';
import { FineRow, type FineAction } from './fine-row';

/**
 * The member's late fines across their groups on the payments page, those still to settle
 * first, each with its group and the ways its member may pay it. Nothing when they have none.
 */
export function MyFinesCard({ fines }: { fines: MemberFineDto[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [action, setAction] = useState<FineAction | null>(null);
  const mpesa = useMpesaAvailable();
  // Offered as the contribution's "pay in crypto" is: unless the server has no network.
  const crypto = !useCryptoOffer().unavailable;
  if (fines.length === 0) return null;
  const open = fines.filter((f) => f.status === 'unpaid' || f.status === 'pending').length;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="xs">
        {t('fines.mine')}
      </Title>
      {open > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('fines.myOutstanding', { count: open })}
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {fines.map((fine) => (
          <FineRow
            key={fine.id}
            fine={fine}
            canManage={false}
            isMine
            mpesa={mpesa}
            crypto={crypto}
            onAct={setAction}
            group={
              <Anchor
                fw={600}
                component={Link}
                to={`/groups/${encodeURIComponent(fine.group_id)}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {fine.group_name}
              </Anchor>
            }
          />
        ))}
      </Stack>
      {action && (
        <FineDialog
          key={`${action.kind}-${action.fine.id}`}
          action={action}
          groupName={fines.find((f) => f.id === action.fine.id)?.group_name}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
}
