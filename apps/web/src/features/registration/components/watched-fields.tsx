import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, type RegistrationForm } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist';

/**
 * Small parts of the registration form that follow one value as it is typed. The form is
 * uncontrolled, so only these re-render on a keystroke, not the long country and language lists.
 */
type Form = UseFormReturnType<RegistrationForm>;

export function WatchedPasswordChecklist({ form }: { form: Form }) {
  return <PasswordChecklist password={form.useWatchValue('password')} />;
}

export function PasswordMatch({ form }: { form: Form }) {
  const { t } = useTranslation();
  const password = form.useWatchValue('password');
  const confirmation = form.useWatchValue('confirmPassword');
  if (confirmation === '' || form.errors.confirmPassword) return null;
  const matches = confirmation === password;
  return (
    <Text size="xs" c={matches ? 'teal' : 'red'} aria-live="polite">
      {matches ? t('password.match') : t('messages.passwordsDoNotMatch')}
    </Text>
  );
}

/** The calling code of the chosen country, in front of the phone number. */
export function PhoneCodePrefix({ form }: { form: Form }) {
  const country = form.useWatchValue('country');
  return (
    <Text size="sm" c="dimmed">
      {COUNTRIES.find((option) => option.code === country)?.phoneCode}
    </Text>
  );
}
