import { useMemo } from 'react';
import { Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { LANGUAGES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

/** The preferred-language picker: native name, name and number of speakers, searchable. */
export function LanguageSelect(props: Omit<SelectProps, 'data' | 'renderOption' | 'searchable'>) {
  const { t } = useTranslation();
  const data = useMemo(
    () =>
      LANGUAGES.map((language) => ({
        value: language.code,
        label:
          language.nativeName === language.name
            ? language.name
            : `${language.nativeName} (${language.name})`,
      })),
    [],
  );

  return (
    <Select
      {...props}
      data={data}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      nothingFoundMessage={t('registration.noLanguageFound')}
      renderOption={({ option }) => {
        const language = byCode.get(option.value);
        if (!language) return option.label;
        return (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {language.nativeName}
              </Text>
              <Text size="xs" c="dimmed">
                {language.name}
              </Text>
            </Stack>
            <Text size="xs" c="dimmed">
              {t('registration.speakers', { millions: language.speakers })}
            </Text>
          </Group>
        );
      }}
    />
  );
}
