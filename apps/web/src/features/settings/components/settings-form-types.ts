import type { UseFormReturnType } from '@mantine/form';
import { userSettingsSchema, type UserSettings } from '@tontine/contracts';

/**
 * What Save sends, less two-factor sign-in: the account's state, changed only by its own calls
 * (the API ignores it in the settings and answers it as the account holds it).
 */
export type SettingsValues = Omit<UserSettings, 'two_factor_enabled'>;
export const settingsValuesSchema = userSettingsSchema.omit({ two_factor_enabled: true });

export type SettingsForm = UseFormReturnType<SettingsValues>;

export function settingsValues({
  two_factor_enabled: _account,
  ...values
}: UserSettings): SettingsValues {
  return values;
}
