import { useState } from 'react';
import { Modal, NavLink, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { isPaymentAvailable, type GroupDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { WriteButton } from '../../../components/offline-writes';

/**
 * The overview's "make payment" quick action: the member picks one of their groups
 * and lands on its payments tab, where the payment checks and the method choice live.
 */
export function PayQuickAction({ groups }: { groups: GroupDto[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const payable = groups.filter(
    (g) => (g.my_relation === 'member' || g.my_relation === 'admin') && isPaymentAvailable(g),
  );
  return (
    <>
      <WriteButton
        variant="filled"
        color="teal"
        leftSection={<IconCash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('groups.payments.makePayment')}
      </WriteButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('groups.dashboard.payChoose')}
      >
        {payable.length === 0 ? (
          <Text c="dimmed">{t('groups.dashboard.payNone')}</Text>
        ) : (
          <Stack gap={4}>
            {payable.map((group) => (
              <NavLink
                key={group.id}
                component={Link}
                to={`/groups/${group.id}?tab=payments`}
                label={group.name}
                description={formatMoney(group.contribution_amount, group.currency)}
              />
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
