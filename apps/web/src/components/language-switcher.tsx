import { Group, SegmentedControl, Text } from '@mantine/core';
import { UI_LANGUAGES, type UiLanguage } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setInterfaceLanguage } from '../lib/i18n';
import { LanguageFlag } from './language-flag';

/** Language choice for visitors who are not signed in yet; remembered on this browser. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.interfaceLanguage')}
      value={currentLanguage()}
      onChange={(value) => void setInterfaceLanguage(value as UiLanguage, true)}
      data={UI_LANGUAGES.map((code) => ({
        value: code,
        label: (
          <Group gap={6} wrap="nowrap" justify="center">
            <LanguageFlag language={code} />
            <Text span inherit>
              {t(`languages.${code}`)}
            </Text>
          </Group>
        ),
      }))}
    />
  );
}
