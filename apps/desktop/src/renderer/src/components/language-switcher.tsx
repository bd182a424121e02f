import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { toUiLanguage, UI_LANGUAGES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../i18n/language-preference';

/** Switches the console between French, English and Swahili, and remembers the choice. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data={UI_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={toUiLanguage(i18n.language)}
      onChange={(value) => {
        if (!value) return;
        const language = toUiLanguage(value);
        rememberLanguage(language);
        void i18n.changeLanguage(language);
      }}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={150}
      size="xs"
    />
  );
}
