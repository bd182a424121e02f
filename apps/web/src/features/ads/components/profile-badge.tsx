import { Badge } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRewards } from '../api/get-rewards';
import { useBadgeName } from '../hooks/use-reward-names';
import '../ads-texts';

/** The badge the member chose in the rewards panel, on their profile. */
export function ProfileBadge() {
  const { t } = useTranslation();
  const badgeName = useBadgeName();
  const badge = useRewards().data?.active_badge;
  if (!badge) return null;
  return (
    <Badge
      variant="light"
      leftSection={<IconAward size={14} aria-hidden />}
      data-testid="profile-badge"
    >
      {t('ads.profileBadge', { badge: badgeName(badge) })}
    </Badge>
  );
}
