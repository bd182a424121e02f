import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { describeError } from '../../../lib/describe-error';
import { schemaFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { useCreateOnboardingGroup } from '../api/create-onboarding-group';
import { CodeDisplay } from './code-display';
import {
  DEFAULT_GROUP_SETTINGS,
  GroupSettingsFields,
  SETTINGS_FIELD_RENAMES,
  settingsBody,
  type GroupSettingsValues,
} from './group-settings-fields';

interface OnboardingGroupValues extends GroupSettingsValues {
  name: string;
  description: string;
  contribution_amount: number | string;
  start_date: string;
  max_members: number | string;
}

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
  const form = useForm<OnboardingGroupValues>({
    initialValues: {
      name: '',
      description: '',
      contribution_amount: '',
      start_date: '',
      max_members: ONBOARDING_GROUP_LIMITS.defaultMembers,
      ...DEFAULT_GROUP_SETTINGS,
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function submit(values: OnboardingGroupValues) {
    const body = {
      name: values.name,
      description: values.description,
      contribution_amount: String(values.contribution_amount),
      start_date: values.start_date,
      max_members: values.max_members === '' ? Number.NaN : Number(values.max_members),
      ...settingsBody(values),
    };
    const parsed = onboardingGroupSchema.safeParse(body);
    if (!parsed.success) {
      form.setErrors(schemaFieldErrors(parsed.error, SETTINGS_FIELD_RENAMES));
      setSummary(true);
      return;
    }
    setSummary(false);
    create.mutate(body);
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
            {summary && (
              <Alert color="red" role="alert">
                {t('messages.onboardingRequired')}
              </Alert>
            )}
            {create.isError && (
              <Alert color="red" role="alert">
                {describeError(create.error, t)}
              </Alert>
            )}
            <TextInput label={t('groups.fields.name')} required {...form.getInputProps('name')} />
            <Textarea
              label={t('groups.fields.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('groups.fields.contribution')}
                required
                min={1}
                step={0.01}
                decimalScale={2}
                {...form.getInputProps('contribution_amount')}
              />
              <TextInput
                type="date"
                label={t('groups.fields.startDate')}
                required
                {...form.getInputProps('start_date')}
              />
              <NumberInput
                label={t('groups.fields.maxMembers')}
                min={ONBOARDING_GROUP_LIMITS.minMembers}
                max={ONBOARDING_GROUP_LIMITS.maxMembers}
                allowDecimal={false}
                {...form.getInputProps('max_members')}
              />
              <GroupSettingsFields form={form} />
            </SimpleGrid>
            <Group justify="space-between">
              <Button variant="default" onClick={() => navigate('/onboarding')}>
                {t('common.back')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('groups.onboardingForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
