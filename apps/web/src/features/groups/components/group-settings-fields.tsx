import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  GROUP_CURRENCIES,
  GROUP_LANGUAGES,
  PAYOUT_FREQUENCIES,
  PAYOUT_ORDER_METHODS,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** The settings both creation forms share (the modal and the onboarding page). */
export interface GroupSettingsValues {
  currency: string;
  payout_frequency: string;
  visibility: 'public' | 'private';
  theme: string;
  region: string;
  language: string;
  /** How the payout queue is set when the rotation starts: all three reachable at creation. */
  payout_order_method: string;
}

export const DEFAULT_GROUP_SETTINGS: GroupSettingsValues = {
  currency: 'KES',
  payout_frequency: 'monthly',
  visibility: 'public',
  theme: 'Business',
  region: 'Kenya',
  language: 'sw',
  payout_order_method: 'join_order',
};

export function GroupSettingsFields<V extends GroupSettingsValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation();
  const f = form as unknown as UseFormReturnType<GroupSettingsValues>;
  return (
    <>
      <Select
        label={t('groups.fields.currency')}
        data={[...GROUP_CURRENCIES]}
        allowDeselect={false}
        {...f.getInputProps('currency')}
      />
      <Select
        label={t('groups.fields.frequency')}
        data={PAYOUT_FREQUENCIES.map((v) => ({ value: v, label: t(`groups.frequency.${v}`) }))}
        allowDeselect={false}
        {...f.getInputProps('payout_frequency')}
      />
      <Select
        label={t('groups.fields.payoutOrder')}
        description={t('groups.fields.payoutOrderHint')}
        data={PAYOUT_ORDER_METHODS.map((v) => ({ value: v, label: t(`groups.payoutOrder.${v}`) }))}
        allowDeselect={false}
        {...f.getInputProps('payout_order_method')}
      />
      <Select
        label={t('groups.fields.visibility')}
        data={(['public', 'private'] as const).map((v) => ({
          value: v,
          label: t(`groups.visibility.${v}`),
        }))}
        allowDeselect={false}
        {...f.getInputProps('visibility')}
      />
      <TextInput label={t('groups.fields.theme')} {...f.getInputProps('theme')} />
      <TextInput label={t('groups.fields.region')} {...f.getInputProps('region')} />
      <Select
        label={t('groups.fields.language')}
        data={GROUP_LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) }))}
        allowDeselect={false}
        {...f.getInputProps('language')}
      />
    </>
  );
}

/** The form's fields named otherwise in the API's body (see `settingsBody`). */
export const SETTINGS_FIELD_RENAMES = { is_public: 'visibility' } as const;

/** The shared settings as the API reads them. */
export function settingsBody(values: GroupSettingsValues) {
  return {
    currency: values.currency as (typeof GROUP_CURRENCIES)[number],
    payout_frequency: values.payout_frequency as (typeof PAYOUT_FREQUENCIES)[number],
    is_public: values.visibility === 'public',
    theme: values.theme,
    region: values.region,
    language: values.language as (typeof GROUP_LANGUAGES)[number],
    payout_order_method: values.payout_order_method as (typeof PAYOUT_ORDER_METHODS)[number],
  };
}
