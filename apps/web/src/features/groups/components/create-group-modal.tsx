import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREATE_GROUP_LIMITS, createGroupSchema } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorTexts } from '../../../lib/describe-error';
import { schemaFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { useCreateGroup } from '../api/create-group';
import {
  DEFAULT_GROUP_SETTINGS,
  GroupSettingsFields,
  SETTINGS_FIELD_RENAMES,
  settingsBody,
  type GroupSettingsValues,
} from './group-settings-fields';

/** The modal closes this long after the group is created, leaving time to read the success. */
export const CREATE_GROUP_CLOSE_MS = 2000;

interface CreateGroupValues extends GroupSettingsValues {
  name: string;
  description: string;
  contribution_amount: number | string;
  max_members: number | string;
  start_date: string;
}

/**
 * A refused creation: the answer's message, else 'Erreur API: {status}', followed by
 * 'Veuillez réessayer.'; without an answer, the connection message.
 */
const CREATE_ERRORS: ErrorTexts = {
  unexpected: 'common.networkError',
  fallback: 'groups.createModal.apiError',
  frame: 'groups.createModal.retry',
};

export function CreateGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const [summary, setSummary] = useState(false);
  const form = useForm<CreateGroupValues>({
    initialValues: {
      name: '',
      description: '',
      contribution_amount: '',
      max_members: CREATE_GROUP_LIMITS.defaultMembers,
      start_date: '',
      ...DEFAULT_GROUP_SETTINGS,
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  function close() {
    onClose();
    form.reset();
    setSummary(false);
    create.reset();
  }

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(close, CREATE_GROUP_CLOSE_MS);
    return () => clearTimeout(timer);
    // The timer follows the success alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [create.isSuccess]);

  function submit(values: CreateGroupValues) {
    const body = {
      name: values.name,
      description: values.description,
      contribution_amount: String(values.contribution_amount),
      max_members: values.max_members === '' ? Number.NaN : Number(values.max_members),
      ...(values.start_date ? { start_date: values.start_date } : {}),
      members: [],
      ...settingsBody(values),
    };
    const parsed = createGroupSchema.safeParse(body);
    if (!parsed.success) {
      form.setErrors(schemaFieldErrors(parsed.error, SETTINGS_FIELD_RENAMES));
      setSummary(true);
      return;
    }
    setSummary(false);
    create.mutate(body);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('groups.createModal.title')} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          {create.isSuccess && (
            <Alert color="teal" role="status">
              {t('groups.createModal.success', { name: create.data.group.name })}
            </Alert>
          )}
          {summary && (
            <Alert color="red" role="alert">
              {t('messages.formHasErrors')}
            </Alert>
          )}
          {create.isError && (
            <Alert color="red" role="alert">
              {describeError(create.error, t, CREATE_ERRORS)}
            </Alert>
          )}
          <TextInput label={t('groups.fields.name')} required {...form.getInputProps('name')} />
          <Textarea
            label={t('groups.fields.description')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('groups.fields.contribution')}
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...form.getInputProps('contribution_amount')}
            />
            <NumberInput
              label={t('groups.fields.maxMembers')}
              min={CREATE_GROUP_LIMITS.minMembers}
              max={CREATE_GROUP_LIMITS.maxMembers}
              allowDecimal={false}
              {...form.getInputProps('max_members')}
            />
            <TextInput
              type="date"
              label={t('groups.fields.startDate')}
              {...form.getInputProps('start_date')}
            />
            <GroupSettingsFields form={form} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={create.isSuccess}>
              {t('groups.createModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
