import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { systemConfigSchema, type SystemConfig } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { schemaIssueText } from '../../lib/schema-issue-text';
import type { ConfigField } from './config-fields';

type Value = SystemConfig[keyof SystemConfig];

/**
 * One configuration field. A change is only a draft here: switches ask for confirmation at
 * once, the other fields when "Apply" is pressed; the draft is checked by the contracts'
 * schema first, so an invalid value never reaches the dialog.
 */
export function ConfigFieldRow({
  field,
  saved,
  onApply,
}: {
  field: ConfigField;
  saved: Value;
  onApply: (key: ConfigField['key'], value: Value) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Value>(saved);
  useEffect(() => {
    setDraft(saved);
  }, [saved]);

  const checked = systemConfigSchema.shape[field.key].safeParse(draft);
  const error = checked.success ? undefined : schemaIssueText(t, checked.error);
  const changed = draft !== saved;
  const label = t(`systemTab.fields.${field.key}`);

  if (field.kind === 'switch') {
    return (
      <Switch
        label={label}
        checked={saved === true}
        onChange={(event) => onApply(field.key, event.currentTarget.checked)}
      />
    );
  }

  const input = (() => {
    switch (field.kind) {
      case 'number':
        return (
          <NumberInput
            label={label}
            value={typeof draft === 'number' ? draft : ''}
            allowDecimal={false}
            error={error}
            onChange={(next) => setDraft(typeof next === 'number' ? next : Number.NaN)}
          />
        );
      case 'select':
        return (
          <Select
            label={label}
            data={(field.options ?? []).map((option) => ({ value: option, label: option }))}
            value={typeof draft === 'string' ? draft : null}
            allowDeselect={false}
            onChange={(next) => next !== null && setDraft(next)}
          />
        );
      default:
        return (
          <TextInput
            label={label}
            type={field.kind === 'url' ? 'url' : 'text'}
            value={typeof draft === 'string' ? draft : ''}
            error={error}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        );
    }
  })();

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>{input}</div>
      <Button
        mt={25}
        variant="light"
        disabled={!changed || !checked.success}
        onClick={() => onApply(field.key, draft)}
        aria-label={t('systemTab.applyField', { field: label })}
      >
        {t('systemTab.apply')}
      </Button>
    </Group>
  );
}
