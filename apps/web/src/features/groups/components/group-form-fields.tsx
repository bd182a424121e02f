import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { schemaFieldErrors, translateFieldError } from '../../../lib/form-errors';
import {
  DEFAULT_GROUP_SETTINGS,
  GroupSettingsFields,
  SETTINGS_FIELD_RENAMES,
  settingsBody,
  type GroupSettingsValues,
} from './group-settings-fields';

/** What both creation forms (the modal and the onboarding page) ask for. */
export interface GroupFormValues extends GroupSettingsValues {
  name: string;
  description: string;
  contribution_amount: number | string;
  max_members: number | string;
  start_date: string;
}

/** Where the two forms differ: their schemas, and the fields' bounds those set. */
export interface GroupFormRules {
  schema: z.ZodType;
  limits: { minMembers: number; maxMembers: number; defaultMembers: number };
  minContribution: number;
  descriptionRequired: boolean;
  /** A required start date is asked before the size, as the onboarding page lays it out. */
  startDateRequired: boolean;
}

/**
 * The form, and its check of a body with the form's schema: a broken rule shows under its
 * field. `extra`: the starting values of a form's own fields beyond the shared ones (the
 * modal's group rules, whose errors show at `rules.<field>`).
 */
export function useGroupForm<V extends GroupFormValues = GroupFormValues>(
  rules: GroupFormRules,
  extra?: Omit<V, keyof GroupFormValues>,
) {
  const { t } = useTranslation();
  const form = useForm<V>({
    initialValues: {
      name: '',
      description: '',
      contribution_amount: '',
      max_members: rules.limits.defaultMembers,
      start_date: '',
      ...DEFAULT_GROUP_SETTINGS,
      ...extra,
    } as V,
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });
  function accepts(body: unknown): boolean {
    const parsed = rules.schema.safeParse(body);
    if (!parsed.success)
      form.setErrors(schemaFieldErrors(parsed.error, SETTINGS_FIELD_RENAMES, ['rules']));
    return parsed.success;
  }
  return { form, accepts };
}

/**
 * The values as the API reads them, but the start date, which the modal leaves out when empty
 * and the onboarding always sends.
 */
export function groupFormBody(values: GroupFormValues) {
  return {
    name: values.name,
    description: values.description,
    contribution_amount: String(values.contribution_amount),
    max_members: values.max_members === '' ? Number.NaN : Number(values.max_members),
    ...settingsBody(values),
  };
}

export function GroupFormFields<V extends GroupFormValues>({
  form: wider,
  rules,
}: {
  form: UseFormReturnType<V>;
  rules: GroupFormRules;
}) {
  const { t } = useTranslation();
  const form = wider as unknown as UseFormReturnType<GroupFormValues>;
  const maxMembers = (
    <NumberInput
      label={t('groups.fields.maxMembers')}
      min={rules.limits.minMembers}
      max={rules.limits.maxMembers}
      allowDecimal={false}
      {...form.getInputProps('max_members')}
    />
  );
  const startDate = (
    <TextInput
      type="date"
      label={t('groups.fields.startDate')}
      required={rules.startDateRequired}
      {...form.getInputProps('start_date')}
    />
  );
  return (
    <>
      <TextInput label={t('groups.fields.name')} required {...form.getInputProps('name')} />
      <Textarea
        label={t('groups.fields.description')}
        required={rules.descriptionRequired}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('groups.fields.contribution')}
          required
          min={rules.minContribution}
          step={0.01}
          decimalScale={2}
          {...form.getInputProps('contribution_amount')}
        />
        {rules.startDateRequired ? startDate : maxMembers}
        {rules.startDateRequired ? maxMembers : startDate}
        <GroupSettingsFields form={form} />
      </SimpleGrid>
    </>
  );
}
