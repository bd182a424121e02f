import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  CREATE_GROUP_LIMITS,
  GROUP_CURRENCIES,
  PAYOUT_FREQUENCIES,
  PAYOUT_ORDER_METHODS,
  createGroupSchema,
  type GuidedFlowStep,
} from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import {
  DEFAULT_GROUP_SETTINGS,
  SETTINGS_FIELD_RENAMES,
  groupFormBody,
  useCreateGroup,
  type GroupFormValues,
} from '../../../features/groups';
import { clearDraft, useFlowDraft, type FlowStepContext } from '../../../features/guided-flows';
import { schemaFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { WriteButton } from '../../../components/offline-writes';

interface CreationDraft extends GroupFormValues {
  created: { id: string; name: string } | null;
}

const EMPTY: CreationDraft = {
  name: '',
  description: '',
  contribution_amount: '',
  max_members: CREATE_GROUP_LIMITS.defaultMembers,
  start_date: '',
  ...DEFAULT_GROUP_SETTINGS,
  created: null,
};

/** The fields each step asks for, as the schema names them (after the renames). */
const STEP_FIELDS: Partial<Record<GuidedFlowStep<'groupCreation'>, string[]>> = {
  'basic-info': ['name', 'description', 'contribution_amount'],
  settings: [
    'max_members',
    'start_date',
    'currency',
    'payout_frequency',
    'payout_order_method',
    'theme',
    'region',
    'language',
  ],
  visibility: ['visibility'],
};

function bodyOf(draft: CreationDraft) {
  return {
    ...groupFormBody(draft),
    ...(draft.start_date ? { start_date: draft.start_date } : {}),
  };
}

/** The schema's complaints about the fields of `step` (all of them when no step is given). */
function errorsOf(draft: CreationDraft, step?: GuidedFlowStep<'groupCreation'>) {
  const parsed = createGroupSchema.safeParse(bodyOf(draft));
  if (parsed.success) return {};
  const all = schemaFieldErrors(parsed.error, SETTINGS_FIELD_RENAMES);
  const fields = step ? STEP_FIELDS[step] : undefined;
  return fields ? Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k))) : all;
}

/** Once the flow is over, what was typed is forgotten. */
export function finishGroupCreation() {
  clearDraft('groupCreation');
}

/**
 * The group-creation flow: the creation form of the modal split over steps (the same
 * contracts' schema checks each step's fields), kept in sessionStorage across a reload, then
 * POST /api/groups at the confirmation.
 */
export function GroupCreationStep({
  step,
  context,
}: {
  step: GuidedFlowStep<'groupCreation'>;
  context: FlowStepContext;
}) {
  const { t } = useTranslation();
  const { draft, update } = useFlowDraft<CreationDraft>('groupCreation', EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateGroup();
  const { setGuard, feedback } = context;

  useEffect(() => {
    setGuard(() => {
      if (step === 'confirmation' || step === 'complete') {
        if (draft.created) return true;
        feedback('warning', t('guidedFlows.creation.notCreated'));
        return false;
      }
      const found = errorsOf(draft, step);
      setErrors(found);
      if (Object.keys(found).length === 0) return true;
      feedback('error', t('guidedFlows.creation.fixFields'));
      return false;
    });
    return () => setGuard(null);
  }, [draft, step, setGuard, feedback, t]);

  const field = (name: keyof GroupFormValues) => ({
    value: draft[name] as string,
    error: translateFieldError(errors[name], t),
    onChange: (value: unknown) => {
      const v =
        value && typeof value === 'object' && 'currentTarget' in value
          ? (value.currentTarget as HTMLInputElement).value
          : value;
      update({ [name]: v ?? '' } as Partial<CreationDraft>);
      setErrors((e) => ({ ...e, [name]: '' }));
    },
  });

  function submit() {
    const found = errorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      feedback('error', t('guidedFlows.creation.fixFields'));
      return;
    }
    create.mutate(bodyOf(draft) as Parameters<typeof create.mutate>[0], {
      onSuccess: ({ group }) => {
        update({ created: { id: group.id, name: group.name } });
        feedback('success', t('guidedFlows.creation.created', { name: group.name }));
      },
      onError: () => feedback('error', t('guidedFlows.creation.failed')),
    });
  }

  const hint = (
    <Text size="xs" c="dimmed">
      {t('guidedFlows.creation.draftKept')}
    </Text>
  );

  switch (step) {
    case 'basic-info':
      return (
        <Stack>
          <TextInput label={t('groups.fields.name')} required {...field('name')} />
          <Textarea
            label={t('groups.fields.description')}
            required
            autosize
            minRows={2}
            {...field('description')}
          />
          <NumberInput
            label={t('groups.fields.contribution')}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            {...field('contribution_amount')}
          />
          {hint}
        </Stack>
      );
    case 'settings':
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('groups.fields.maxMembers')}
              min={CREATE_GROUP_LIMITS.minMembers}
              max={CREATE_GROUP_LIMITS.maxMembers}
              allowDecimal={false}
              {...field('max_members')}
            />
            <TextInput type="date" label={t('groups.fields.startDate')} {...field('start_date')} />
            <Select
              label={t('groups.fields.currency')}
              data={[...GROUP_CURRENCIES]}
              allowDeselect={false}
              {...field('currency')}
            />
            <Select
              label={t('groups.fields.frequency')}
              data={PAYOUT_FREQUENCIES.map((v) => ({
                value: v,
                label: t(`groups.frequency.${v}`),
              }))}
              allowDeselect={false}
              {...field('payout_frequency')}
            />
            <Select
              label={t('groups.fields.payoutOrder')}
              data={PAYOUT_ORDER_METHODS.map((v) => ({
                value: v,
                label: t(`groups.payoutOrder.${v}`),
              }))}
              allowDeselect={false}
              {...field('payout_order_method')}
            />
          </SimpleGrid>
          {hint}
        </Stack>
      );
    case 'visibility':
      return (
        <Stack gap="xs">
          <Text fw={500} size="sm" id="guide-visibility">
            {t('groups.fields.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="guide-visibility"
            value={draft.visibility}
            onChange={(v) => update({ visibility: v as CreationDraft['visibility'] })}
            data={(['public', 'private'] as const).map((v) => ({
              value: v,
              label: t(`groups.visibility.${v}`),
            }))}
            w="fit-content"
          />
          <Text size="sm" c="dimmed">
            {draft.visibility === 'public'
              ? t('guidedFlows.creation.public')
              : t('guidedFlows.creation.private')}
          </Text>
        </Stack>
      );
    case 'confirmation':
      return (
        <Stack>
          <Title order={2} fz="h4">
            {t('guidedFlows.creation.summary')}
          </Title>
          <Table.ScrollContainer minWidth={0}>
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {(
                  [
                    ['groups.fields.name', draft.name],
                    ['groups.fields.description', draft.description],
                    [
                      'groups.fields.contribution',
                      draft.contribution_amount === ''
                        ? '—'
                        : formatMoney(String(draft.contribution_amount), draft.currency),
                    ],
                    ['groups.fields.maxMembers', String(draft.max_members)],
                    ['groups.fields.startDate', draft.start_date || '—'],
                    [
                      'groups.fields.frequency',
                      t(`groups.frequency.${draft.payout_frequency as 'monthly'}`),
                    ],
                    ['groups.fields.visibility', t(`groups.visibility.${draft.visibility}`)],
                  ] as const satisfies ReadonlyArray<readonly [string, string]>
                ).map(([label, value]: readonly [string, string]) => (
                  <Table.Tr key={label}>
                    <Table.Th w="40%">{t(label as 'groups.fields.name')}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {create.isError && <ErrorAlert error={create.error} />}
          {draft.created ? (
            <Text c="teal.8" role="status">
              {t('guidedFlows.creation.created', { name: draft.created.name })}
            </Text>
          ) : (
            <Group justify="flex-end">
              <WriteButton onClick={submit} loading={create.isPending}>
                {t('guidedFlows.creation.create')}
              </WriteButton>
            </Group>
          )}
        </Stack>
      );
    case 'complete':
      return (
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('guidedFlows.complete.title')}
          </Title>
          {draft.created ? (
            <>
              <Text>{t('guidedFlows.creation.createdText', { name: draft.created.name })}</Text>
              <Button
                component={Link}
                to={`/groups/${encodeURIComponent(draft.created.id)}`}
                w="fit-content"
              >
                {t('guidedFlows.creation.openGroup')}
              </Button>
            </>
          ) : (
            <Text>{t('guidedFlows.creation.notCreated')}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('guidedFlows.complete.text')}
          </Text>
        </Stack>
      );
  }
}
