import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/form-errors';

/**
 * A join code as people copy it from a message: upper-cased while typing, in a monospace font
 * where look-alike characters differ. `error` is the contracts' message key.
 */
export function CodeInput({
  label,
  description,
  value,
  onChange,
  error,
  maxLength,
  disabled,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      maxLength={maxLength}
      autoComplete="off"
      data-autofocus
      ff="monospace"
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      error={error ? translateFieldError(error, t) : undefined}
      disabled={disabled}
    />
  );
}
