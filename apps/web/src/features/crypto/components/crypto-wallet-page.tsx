import { useState } from 'react';
import {
  ActionIcon,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import type { WalletDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { QueryResult } from '../../../components/query-result';
import { useCryptoTransactions } from '../api/get-crypto-transactions';
import { useWallets } from '../api/get-wallets';
import { ConvertPanel } from './convert-panel';
import { CreateWalletModal } from './create-wallet-modal';
import { ReceiveModal } from './receive-modal';
import { SendModal } from './send-modal';
import { SummaryCards } from './summary-cards';
import { TransactionsList } from './transactions-list';
import { WalletCard } from './wallet-card';
import { WriteButton } from '../../../components/offline-writes';

type Dialog =
  { kind: 'create' } | { kind: 'send'; wallet: WalletDto } | { kind: 'receive'; wallet: WalletDto };

/**
 * `/crypto`, the wallet screen: back to the dashboard, the balance-hide toggle, Create Wallet,
 * the summary cards and the wallets / transactions / convert tabs. A failed load, creation or
 * refresh shows the server's message (the documents only logged them).
 */
export function CryptoWalletPage() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const transactions = useCryptoTransactions();
  const [hidden, setHidden] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const list = wallets.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('crypto.back')}>
            <ActionIcon
              component={Link}
              to="/dashboard"
              variant="subtle"
              size="lg"
              aria-label={t('crypto.back')}
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <div>
            <Title order={1} fz="h2">
              {t('crypto.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('crypto.subtitle')}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Tooltip label={hidden ? t('crypto.showBalances') : t('crypto.hideBalances')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-pressed={hidden}
              aria-label={t('crypto.hideBalances')}
              onClick={() => setHidden((h) => !h)}
            >
              {hidden ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <WriteButton
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!wallets.data}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('crypto.createWallet')}
          </WriteButton>
        </Group>
      </Group>

      {wallets.isPending && <Loader aria-label={t('app.loading')} />}
      {wallets.isError && <ErrorAlert error={wallets.error} />}
      {wallets.data && (
        <>
          <SummaryCards
            wallets={list}
            transactionCount={transactions.data ? transactions.data.length : null}
            hidden={hidden}
          />
          <Tabs defaultValue="wallets" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="wallets">{t('crypto.tabs.wallets')}</Tabs.Tab>
              <Tabs.Tab value="transactions">{t('crypto.tabs.transactions')}</Tabs.Tab>
              <Tabs.Tab value="convert">{t('crypto.tabs.convert')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="wallets" pt="md">
              {list.length === 0 ? (
                <Card withBorder radius="md">
                  <Stack align="center" gap="xs" ta="center">
                    <Text fw={600}>{t('crypto.wallets.empty')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('crypto.wallets.emptyHint')}
                    </Text>
                  </Stack>
                </Card>
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  {list.map((wallet) => (
                    <WalletCard
                      key={`${wallet.network}-${wallet.address}`}
                      wallet={wallet}
                      hidden={hidden}
                      onSend={() => setDialog({ kind: 'send', wallet })}
                      onReceive={() => setDialog({ kind: 'receive', wallet })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="transactions" pt="md">
              <QueryResult query={transactions}>
                {(items) => <TransactionsList transactions={items} hidden={hidden} />}
              </QueryResult>
            </Tabs.Panel>
            <Tabs.Panel value="convert" pt="md">
              <ConvertPanel />
            </Tabs.Panel>
          </Tabs>
        </>
      )}

      {dialog?.kind === 'create' && <CreateWalletModal wallets={list} onClose={close} />}
      {dialog?.kind === 'send' && <SendModal wallet={dialog.wallet} onClose={close} />}
      {dialog?.kind === 'receive' && <ReceiveModal wallet={dialog.wallet} onClose={close} />}
    </Stack>
  );
}
