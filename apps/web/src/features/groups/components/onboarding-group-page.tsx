import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_GROUP_LIMITS,
  onboardingGroupSchema,
  type OnboardingGroupResponse,
} from '@tontine/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../../api/get-me';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { updateSessionUser } from '../../../lib/session';
import { useCreateOnboardingGroup } from '../api/create-onboarding-group';
import { CodeDisplay } from './code-display';
import {
  GroupFormFields,
  groupFormBody,
  useGroupForm,
  type GroupFormRules,
} from './group-form-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { FormAlert } from '../../../components/form-alert';
import { WriteButton } from '../../../components/offline-writes';

const ONBOARDING_RULES: GroupFormRules = {
  schema: onboardingGroupSchema,
  limits: ONBOARDING_GROUP_LIMITS,
  minContribution: 1,
  descriptionRequired: false,
  startDateRequired: true,
};

/** The group created: its name and permanent code, then on to the dashboard as admin. */
function CreatedGroup({ created }: { created: OnboardingGroupResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  async function proceed() {
    setLeaving(true);
    try {
      // The user is now a group admin with onboarding done: the gate reads the fresh user.
      const user = await queryClient.fetchQuery({ ...meQueryOptions(true), staleTime: 0 });
      updateSessionUser(user);
    } finally {
      navigate('/dashboard', { replace: true });
    }
  }

  return (
    <Stack>
      <Alert color="teal" role="status" title={t('groups.onboardingForm.successTitle')}>
        {t('groups.onboardingForm.successText', { name: created.group_name })}
      </Alert>
      <Title order={2} fz="h3">
        {created.group_name}
      </Title>
      <Text size="sm" c="dimmed">
        {t('groups.onboardingForm.codeLabel')}
      </Text>
      <CodeDisplay
        code={created.permanent_invitation_code}
        label={t('groups.onboardingForm.codeLabel')}
      />
      <Group justify="flex-end">
        <Button onClick={() => void proceed()} loading={leaving}>
          {t('groups.onboardingForm.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/onboarding/create-group`: the first group of an admin, created while onboarding. */
export function OnboardingGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOnboardingGroup();
  const [summary, setSummary] = useState(false);
  const { form, accepts } = useGroupForm(ONBOARDING_RULES);

  function submit(values: typeof form.values) {
    const body = { ...groupFormBody(values), start_date: values.start_date };
    const accepted = accepts(body);
    setSummary(!accepted);
    if (accepted) create.mutate(body);
  }

  return (
    <PublicLayout size="md">
      <PageTitle>{t('groups.onboardingForm.title')}</PageTitle>
      {create.data ? (
        <CreatedGroup created={create.data} />
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('groups.onboardingForm.subtitle')}
            </Text>
            {summary && <FormAlert>{t('messages.onboardingRequired')}</FormAlert>}
            {create.isError && <ErrorAlert error={create.error} />}
            <GroupFormFields form={form} rules={ONBOARDING_RULES} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => navigate('/onboarding')}>
                {t('common.back')}
              </Button>
              <WriteButton type="submit" loading={create.isPending}>
                {t('groups.onboardingForm.submit')}
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
