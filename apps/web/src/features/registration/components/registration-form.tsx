import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Flex,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_SUBMIT_ORDER,
  registrationFormSchema,
  type RegistrationForm as FormValues,
} from '@tontine/contracts';
import { CountrySelect } from '../../../components/country-select';
import { PasswordField } from '../../../components/password-field';
import { currentLanguage } from '../../../lib/i18n';
import { firstFormError, translateFieldError } from '../../../lib/form-errors';
import { useCountryDetection } from '../hooks/use-country-detection';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { LanguageSelect } from './language-select';
import { ProfilePhotoInput } from './profile-photo-input';
import { TermsCheckbox } from './terms-checkbox';
import { PasswordMatch, PhoneCodePrefix, WatchedPasswordChecklist } from './watched-fields';
import { FormAlert } from '../../../components/form-alert';

/** The form starts on Canada and English, with the newsletter ticked. */
const INITIAL_VALUES: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  country: 'CA',
  language: 'en',
  acceptTerms: false,
  receiveNewsletter: true,
};

export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  // The first error's message key, translated when shown so a language change follows it.
  const [summary, setSummary] = useState<ReactNode>(null);
  const { submit, failure, pending } = useRegistrationSubmit();
  const form = useForm<FormValues>({
    // Uncontrolled: a keystroke does not re-render the whole form and its long option lists.
    mode: 'uncontrolled',
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(registrationFormSchema, { sync: true }),
    validateInputOnBlur: ['phone'],
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });
  const { detect, detecting } = useCountryDetection((code) => form.setFieldValue('country', code));

  const handleSubmit = form.onSubmit(
    (values) => {
      setSummary(null);
      return submit(values, photo);
    },
    (errors) => setSummary(firstFormError(errors, REGISTRATION_SUBMIT_ORDER)),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={pending}>
      <Stack>
        {summary && <FormAlert>{translateFieldError(summary, t)}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('registration.firstName')}
            autoComplete="given-name"
            required
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('registration.lastName')}
            autoComplete="family-name"
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {/* On a phone the button goes under the field: side by side it squeezed the name. */}
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'flex-end' }}
          gap="sm"
        >
          <CountrySelect
            style={{ flex: 1, minWidth: 0 }}
            label={t('registration.country')}
            description={t('registration.countryHint')}
            nothingFoundMessage={t('registration.noCountryFound')}
            language={currentLanguage()}
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            loading={detecting}
            onClick={() => detect(form.getValues().country)}
          >
            {t('registration.detectCountry')}
          </Button>
        </Flex>
        <TextInput
          label={t('registration.phone')}
          description={t('registration.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          leftSection={<PhoneCodePrefix form={form} />}
          leftSectionWidth={56}
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <PasswordField
          label={t('registration.password')}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <WatchedPasswordChecklist form={form} />
        <PasswordField
          label={t('registration.confirmPassword')}
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <PasswordMatch form={form} />
        <LanguageSelect
          label={t('registration.language')}
          description={t('registration.languageHint')}
          key={form.key('language')}
          {...form.getInputProps('language')}
        />
        <ProfilePhotoInput value={photo} onChange={setPhoto} />
        <TermsCheckbox
          key={form.key('acceptTerms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('registration.newsletter')}
          key={form.key('receiveNewsletter')}
          {...form.getInputProps('receiveNewsletter', { type: 'checkbox' })}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate('/login')} disabled={pending}>
            {t('common.back')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('registration.submitting') : t('registration.submit')}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t('registration.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('registration.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
