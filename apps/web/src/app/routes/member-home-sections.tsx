import { Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { UserDto } from '@tontine/contracts';
import { WalletShortcutCard } from '../../features/crypto/home';
import type { DashboardSection } from '../../features/dashboard';
import { GroupsHome } from '../../features/groups/home';
import { GuidesCard } from '../../features/guided-flows/home';
import { ProofQuickActions } from '../../features/payment-proofs/home';
import { AdminOverview } from '../../features/statistics/home';
import { lazyPage } from '../lazy-page';

// Below the first screen (the third step on a phone): its code comes when it is first shown.
const DashboardPayments = lazyPage(
  () => import('../../features/dashboard/pages'),
  'DashboardPayments',
);

/**
 * The member home's four sections, composed from the features that own them: Aperçu
 * (the group count, the totals and the quick actions: pay, and the receipt's photo and file), Mes Groupes, Paiements (M-Pesa and crypto) and Portefeuille (the wallet).
 */
export function memberHomeSections(user: UserDto): DashboardSection[] {
  return [
    {
      id: 'overview',
      content: (
        <Stack>
          <GroupsHome
            user={user}
            part="overview"
            adminPanel={<AdminOverview />}
            quickActions={<ProofQuickActions />}
          />
          {/* The guided flows, offered to new members and resumable from here. */}
          <GuidesCard />
        </Stack>
      ),
    },
    { id: 'groups', content: <GroupsHome user={user} part="groups" /> },
    {
      id: 'payments',
      content: (
        // The card's height, so that what follows does not move when it comes.
        <Suspense fallback={<Skeleton height={254} radius="md" />}>
          <DashboardPayments />
        </Suspense>
      ),
    },
    { id: 'wallet', content: <WalletShortcutCard /> },
  ];
}
