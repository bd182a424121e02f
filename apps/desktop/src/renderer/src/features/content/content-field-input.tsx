import { Group, Loader, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ContentSettings } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { ConsoleToast } from '../../lib/console-tab-props';
import type { ContentField } from './content-fields';
import { useContentField, type FieldStatus } from './use-content-field';

// Written as the server fills them, never translated.
const EMAIL_PLACEHOLDERS = '{{username}} {{amount}} {{currency}} {{group_name}}';

/** Saving, saved or failed, beside the field (a screen reader hears it change). */
function SaveState({ status, id }: { status: FieldStatus; id: string }) {
  const { t } = useTranslation();
  const shown: Partial<Record<FieldStatus, React.ReactNode>> = {
    pending: (
      <Text size="xs" c="dimmed">
        {t('contentTab.status.pending')}
      </Text>
    ),
    saving: (
      <Group gap={4}>
        <Loader size={12} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('contentTab.status.saving')}
        </Text>
      </Group>
    ),
    saved: (
      <Group gap={4} c="teal">
        <IconCheck size={14} aria-hidden />
        <Text size="xs">{t('contentTab.status.saved')}</Text>
      </Group>
    ),
    failed: (
      <Group gap={4} c="red">
        <IconAlertTriangle size={14} aria-hidden />
        <Text size="xs">{t('contentTab.status.failed')}</Text>
      </Group>
    ),
  };
  return (
    <div id={id} role="status" aria-live="polite">
      {shown[status] ?? null}
    </div>
  );
}

export function ContentFieldInput({
  field,
  saved,
  toast,
}: {
  field: ContentField;
  saved: ContentSettings[keyof ContentSettings] | undefined;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const { value, status, error, change } = useContentField(field, saved, toast);
  const label = t(`contentTab.fields.${field.key}`);
  const stateId = `content-state-${field.key}`;
  const shared = {
    label,
    error: error ?? undefined,
    'aria-describedby': stateId,
  };
  const input = (() => {
    switch (field.kind) {
      case 'switch':
        return (
          <Switch
            {...shared}
            checked={value === true}
            onChange={(event) => change(event.currentTarget.checked)}
          />
        );
      case 'number':
        return (
          <NumberInput
            {...shared}
            description={t('contentTab.hints.ad_frequency')}
            value={typeof value === 'number' ? value : ''}
            allowDecimal={false}
            onChange={(next) => change(typeof next === 'number' ? next : Number.NaN)}
          />
        );
      case 'longText':
        return (
          <Textarea
            {...shared}
            description={
              field.key.includes('email')
                ? `${t('contentTab.hints.placeholders')} ${EMAIL_PLACEHOLDERS}`
                : field.key === 'welcome_message' || field.key === 'terms_of_service'
                  ? // Where the member client shows it, so that the operator knows what they edit.
                    t(`contentTab.hints.${field.key}`)
                  : undefined
            }
            autosize
            minRows={2}
            maxRows={8}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => change(event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...shared}
            type={field.kind === 'url' ? 'url' : 'text'}
            placeholder={field.kind === 'url' ? 'https://' : undefined}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => change(event.currentTarget.value)}
          />
        );
    }
  })();
  return (
    <div>
      {input}
      <SaveState status={status} id={stateId} />
    </div>
  );
}
