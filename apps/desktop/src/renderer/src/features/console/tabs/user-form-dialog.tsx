import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useForm } from '@mantine/form';
import { ROLES, USER_STATUSES } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveUser } from '../api/save-user';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { UserRow } from '../api/console-rows';

interface UserFormValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  role: string;
  status: string;
}

/**
 * Creates (POST /users) or edits (PATCH /users/:id) a user, the `support` role included. The
 * form checks what a person can fix at once; the server validates everything again and its
 * message is shown under the form when it refuses.
 */
export function UserFormDialog({
  user,
  opened,
  onClose,
  onSaved,
}: {
  /** The user to edit; null creates one. */
  user: UserRow | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (row: UserRow, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const creating = user === null;
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      password: '',
      role: user?.role ?? 'member',
      status: user?.status === 'suspended' ? 'suspended' : 'active',
    },
    validate: {
      username: (value) => (value.trim().length >= 3 ? null : t('users.form.usernameInvalid')),
      email: (value) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t('users.form.emailInvalid'),
      password: (value) =>
        !creating || value.length >= 8 ? null : t('users.form.passwordInvalid'),
    },
  });

  const saveUser = useSaveUser();
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    const phone = values.phone.trim();
    try {
      const row = await saveUser.mutateAsync(
        creating
          ? {
              id: null,
              body: {
                username: values.username.trim(),
                email: values.email.trim(),
                ...(phone ? { phone } : {}),
                password: values.password,
                role: values.role,
                status: values.status,
              },
            }
          : {
              id: user.id,
              body: {
                username: values.username.trim(),
                email: values.email.trim(),
                phone: phone || null,
                role: values.role,
                status: values.status,
              },
            },
      );
      onSaved(row, creating);
    } catch (failure) {
      setError(consoleErrorText(t, failure, t('users.form.failed')));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={creating ? t('users.form.createTitle') : t('users.form.editTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('users.form.username')}
            required
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('users.form.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput label={t('users.form.phone')} {...form.getInputProps('phone')} />
          {creating && (
            <PasswordField
              label={t('users.form.password')}
              required
              {...form.getInputProps('password')}
            />
          )}
          <Group grow>
            <Select
              label={t('users.form.role')}
              allowDeselect={false}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              {...form.getInputProps('role')}
            />
            <Select
              label={t('users.form.status')}
              allowDeselect={false}
              data={USER_STATUSES.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              }))}
              {...form.getInputProps('status')}
            />
          </Group>
          {error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)', fontSize: 14 }}>
              {error}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('criticalAction.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {creating ? t('users.form.create') : t('users.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
