import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_BADGE, CUSTOM_BADGES, CUSTOM_THEMES } from '@tontine/contracts';
import '../ads-texts';

const BADGE_KEYS: readonly string[] = [...CUSTOM_BADGES, ACHIEVEMENT_BADGE];

/** A theme's name in the interface language (an unknown one as the server wrote it). */
export function useThemeName(): (theme: string) => string {
  const { t } = useTranslation();
  return (theme) =>
    (CUSTOM_THEMES as readonly string[]).includes(theme)
      ? t(`ads.themeNames.${theme as (typeof CUSTOM_THEMES)[number]}`)
      : theme;
}

/** A badge's name in the interface language (an unknown one as the server wrote it). */
export function useBadgeName(): (badge: string) => string {
  const { t } = useTranslation();
  return (badge) =>
    BADGE_KEYS.includes(badge)
      ? t(`ads.badgeNames.${badge as (typeof CUSTOM_BADGES)[number] | 'ad-supporter'}`)
      : badge;
}
