import { useState } from 'react';
import { Alert, Button, Code, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { API_BASE } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useLogin } from '../api/login';
import { FormAlert } from '../../../components/form-alert';

/**
 * The auth test page (`/test`, or `#test`): shows where the client sends its calls and tries a
 * sign-in without keeping the session.
 */
export function AuthTestPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const backendUrl = window.location.origin;
  const apiUrl = `${backendUrl}${API_BASE}`;

  return (
    <PublicLayout size="md">
      <PageTitle>{t('authTest.title')}</PageTitle>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('authTest.description')}
        </Text>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('authTest.backendUrl')}</Table.Th>
              <Table.Td>
                <Code>{backendUrl}</Code>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('authTest.apiUrl')}</Table.Th>
              <Table.Td>
                <Code>{apiUrl}</Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            login.mutate({ email: email.trim(), password });
          }}
        >
          <Stack>
            <TextInput
              label={t('common.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordField
              label={t('common.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={login.isPending}>
              {t('authTest.submit')}
            </Button>
          </Stack>
        </form>
        {login.isSuccess && (
          <Alert color="teal" role="status">
            {t('authTest.success', {
              username: login.data.user.username,
              role: t(`roles.${login.data.user.role}`),
            })}
          </Alert>
        )}
        {login.isError && (
          <FormAlert>{t('authTest.failure', { reason: describeError(login.error, t) })}</FormAlert>
        )}
      </Stack>
    </PublicLayout>
  );
}
