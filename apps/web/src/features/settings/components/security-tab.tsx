import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import { Divider, Select, Stack, Title } from '@mantine/core';
import { SESSION_TIMEOUT_OPTIONS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './security/change-password-form';
import { SignOutEverywhereButton } from './security/sign-out-everywhere-button';
import { TwoFactorSection } from './security/two-factor-section';
import { translateFieldError } from '../../../lib/form-errors';
import type { SettingsForm } from './settings-form-types';

interface SecurityTabProps {
  form: SettingsForm;
  /** The settings form's id and submit: only the session timeout is a setting saved with Save. */
  formId: string;
  onSave: FormEventHandler<HTMLFormElement>;
  /** A security step is open over the settings modal. */
  onFlowChange?: (opened: boolean) => void;
}

/**
 * Sécurité: two-factor sign-in, the password and the sessions act on the account at once, each
 * with its own call; they sit outside the settings form so that Save never sends them.
 */
export function SecurityTab({ form, formId, onSave, onFlowChange }: SecurityTabProps) {
  const { t } = useTranslation();
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const flowOpen = twoFactorOpen || everywhereOpen;

  useEffect(() => {
    onFlowChange?.(flowOpen);
  }, [flowOpen, onFlowChange]);
  useEffect(() => () => onFlowChange?.(false), [onFlowChange]);

  return (
    <Stack gap="md">
      <Section title={t('security.twoFactor.title')}>
        <TwoFactorSection onOpenChange={setTwoFactorOpen} />
      </Section>
      <Divider />
      <Section title={t('security.password.title')}>
        <ChangePasswordForm />
      </Section>
      <Divider />
      <Section title={t('security.sessions.title')}>
        <form id={formId} noValidate onSubmit={onSave}>
          <Select
            label={t('settings.sessionTimeout')}
            description={t('settings.sessionTimeoutHint')}
            data={SESSION_TIMEOUT_OPTIONS.map((minutes) => ({
              value: String(minutes),
              label: t('settings.minutes', { minutes }),
            }))}
            allowDeselect={false}
            value={String(form.values.session_timeout)}
            onChange={(value) => value && form.setFieldValue('session_timeout', Number(value))}
            error={translateFieldError(form.errors.session_timeout, t)}
          />
        </form>
        <SignOutEverywhereButton onOpenChange={setEverywhereOpen} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
