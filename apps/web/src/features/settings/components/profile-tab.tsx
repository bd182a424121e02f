import { Select, Stack, TextInput } from '@mantine/core';
import { UI_LANGUAGES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { currentLanguage } from '../../../lib/i18n';
import type { SettingsForm } from './settings-form-types';

export function ProfileTab({ form, email }: { form: SettingsForm; email: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput label={t('settings.username')} {...form.getInputProps('username')} />
      <TextInput
        label={t('settings.email')}
        description={t('settings.emailReadOnly')}
        value={email}
        readOnly
      />
      <TextInput label={t('settings.phone')} type="tel" {...form.getInputProps('phone_number')} />
      <Select
        label={t('settings.language')}
        data={UI_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        allowDeselect={false}
        {...form.getInputProps('language')}
      />
      <CountrySelect
        label={t('settings.country')}
        nothingFoundMessage={t('registration.noCountryFound')}
        language={currentLanguage()}
        {...form.getInputProps('country')}
      />
    </Stack>
  );
}
