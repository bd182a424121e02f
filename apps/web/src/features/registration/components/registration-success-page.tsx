import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconConfetti } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../../api/get-me';
import { usePublicContent } from '../../../api/get-public-content';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { updateSessionUser, useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../components/error-alert';

/** 'Bienvenue' then 'Commencer', which loads the stored user and enters the app. */
export function RegistrationSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const welcome = usePublicContent().data?.welcome_message.trim();
  const start = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...meQueryOptions(true), staleTime: 0 }),
    onSuccess: (user) => {
      updateSessionUser(user);
      navigate(user.onboarding_completed ? '/dashboard' : '/onboarding', { replace: true });
    },
  });

  return (
    <PublicLayout>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconConfetti size={32} aria-hidden />
        </ThemeIcon>
        <PageTitle>{t('registration.successTitle')}</PageTitle>
        {/* The operators' welcome message (console content settings), as written, when set. */}
        {welcome && (
          <Text fw={500} style={{ whiteSpace: 'pre-line' }}>
            {welcome}
          </Text>
        )}
        <Text>{t('registration.successText', { name: session?.user?.first_name ?? '' })}</Text>
        {start.isError && <ErrorAlert error={start.error} />}
        <Button size="md" onClick={() => start.mutate()} loading={start.isPending}>
          {t('registration.start')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
