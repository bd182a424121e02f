import { Alert, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { maintenanceSubscribeSchema } from '@tontine/contracts';
import { TOAST_MS, notifySuccess } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useSubscribeToReopening } from '../api/subscribe-maintenance';
import { WriteButton } from '../../../components/offline-writes';

/** The e-mail sign-up to be told of the reopening; kept on the server. */
export function MaintenanceSubscribeForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribeToReopening();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(maintenanceSubscribeSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ email }) => {
        try {
          await subscribe.mutateAsync(email.trim());
          notifySuccess({ message: t('maintenance.subscribed'), autoClose: TOAST_MS.maintenance });
          form.reset();
        } catch {
          // Shown from the mutation's error below.
        }
      })}
    >
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('maintenance.emailLabel')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <WriteButton type="submit" mt={25} loading={subscribe.isPending}>
          {t('maintenance.subscribe')}
        </WriteButton>
      </Group>
      {subscribe.isError && (
        <Alert color="red" role="alert" mt="sm">
          {describeError(subscribe.error, t)}
        </Alert>
      )}
    </form>
  );
}
