import type { UiLanguage } from '@tontine/contracts';
import { FR, GB, KE } from 'country-flag-icons/react/3x2';

/**
 * The flag beside each interface language. SVGs rather than emoji: Debian's
 * Chromium and many Android builds have no colour-emoji font and would show letters.
 * French takes France's flag, English the United Kingdom's, Swahili Kenya's (decision 0029).
 */
const FLAGS = { fr: FR, en: GB, sw: KE } as const satisfies Record<UiLanguage, unknown>;

export function LanguageFlag({ language, size = 16 }: { language: UiLanguage; size?: number }) {
  const Flag = FLAGS[language];
  return (
    <Flag
      aria-hidden
      width={size}
      height={Math.round((size * 2) / 3)}
      style={{ display: 'inline-block', flexShrink: 0, borderRadius: 2, verticalAlign: 'middle' }}
    />
  );
}
