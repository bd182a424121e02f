import { useMemo } from 'react';
import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { COUNTRIES, countryName } from '@tontine/contracts';
import { CountryFlag } from './country-flag';

interface CountrySelectProps extends Omit<SelectProps, 'data' | 'renderOption' | 'searchable'> {
  /** Language of the country names (the interface language). */
  language: string;
}

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** Searchable country list: flag, name in the interface language and phone code. */
export function CountrySelect({ language, value, ...props }: CountrySelectProps) {
  const data = useMemo(
    () =>
      COUNTRIES.map((country) => ({
        value: country.code,
        label: countryName(country.code, language),
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const selected = value ? byCode.get(value) : undefined;

  return (
    <Select
      {...props}
      value={value}
      data={data}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      leftSection={selected ? <CountryFlag code={selected.code} /> : undefined}
      renderOption={({ option }) => {
        const country = byCode.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" w="100%">
            <CountryFlag code={country?.code} />
            <Text size="sm" style={{ flex: 1 }}>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed">
              {country?.phoneCode}
            </Text>
          </Group>
        );
      }}
    />
  );
}
