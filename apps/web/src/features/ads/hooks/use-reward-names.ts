import { useAdsTranslation } from '../ads-texts';
import { ACHIEVEMENT_BADGE, CUSTOM_BADGES, CUSTOM_THEMES } from '@tontine/contracts';

const BADGE_KEYS: readonly string[] = [...CUSTOM_BADGES, ACHIEVEMENT_BADGE];

/** A theme's name in the interface language (an unknown one as the server wrote it). */
export function useThemeName(): (theme: string) => string {
  const { t } = useAdsTranslation();
  return (theme) =>
    (CUSTOM_THEMES as readonly string[]).includes(theme)
      ? t(`ads.themeNames.${theme as (typeof CUSTOM_THEMES)[number]}`)
      : theme;
}

/** A badge's name in the interface language (an unknown one as the server wrote it). */
export function useBadgeName(): (badge: string) => string {
  const { t } = useAdsTranslation();
  return (badge) =>
    BADGE_KEYS.includes(badge)
      ? t(`ads.badgeNames.${badge as (typeof CUSTOM_BADGES)[number] | 'ad-supporter'}`)
      : badge;
}
