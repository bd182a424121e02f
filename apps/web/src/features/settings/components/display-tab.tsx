import { Group, Radio, Select, Stack } from '@mantine/core';
import { SETTINGS_CURRENCIES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form-types';

export function DisplayTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Radio.Group label={t('settings.theme')} {...form.getInputProps('theme')}>
        <Group mt="xs">
          <Radio value="light" label={t('settings.themeLight')} />
          <Radio value="dark" label={t('settings.themeDark')} />
        </Group>
      </Radio.Group>
      <Radio.Group label={t('settings.fontSize')} {...form.getInputProps('font_size')}>
        <Group mt="xs">
          <Radio value="small" label={t('settings.fontSmall')} />
          <Radio value="medium" label={t('settings.fontMedium')} />
          <Radio value="large" label={t('settings.fontLarge')} />
        </Group>
      </Radio.Group>
      <Select
        label={t('settings.currency')}
        data={[...SETTINGS_CURRENCIES]}
        allowDeselect={false}
        {...form.getInputProps('currency')}
      />
    </Stack>
  );
}
