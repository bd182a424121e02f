import { Badge } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useAdsTranslation } from '../ads-texts';
import { useRewards } from '../api/get-rewards';
import { useBadgeName } from '../hooks/use-reward-names';

/** The badge the member chose in the rewards panel, on their profile. */
export function ProfileBadge() {
  const { t } = useAdsTranslation();
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
