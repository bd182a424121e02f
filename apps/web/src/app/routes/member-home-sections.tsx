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
// Under the overview's first screen: its code comes beside the home's, not in it.
const MyStandingCard = lazyPage(() => import('../../features/standing/pages'), 'MyStandingCard');

/** About « Ma fiabilité » with a score: its title, the counts beside the ring, the formula. */
const STANDING_CARD_HEIGHT = 320;

/**
 * The member home's four sections, composed from the features that own them: Aperçu
 * (the group count, the totals and the quick actions: pay, and the receipt's photo and file;
 * the guides; the member's standing), Mes Groupes, Paiements (M-Pesa and crypto) and Portefeuille (the wallet).
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
          {/* The card's height, so that what follows moves little when it comes. */}
          <Suspense fallback={<Skeleton height={STANDING_CARD_HEIGHT} radius="md" />}>
            <MyStandingCard />
          </Suspense>
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
