import { useState } from 'react';
import { Anchor, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface OneTimeCodeInputProps extends Omit<TextInputProps, 'inputMode' | 'autoComplete'> {
  /** A recovery code (XXXXX-XXXXX) is accepted too: the hint says so. */
  acceptsRecoveryCode?: boolean;
}

/**
 * The code of an authenticator app: a phone shows digits and may offer the code it received.
 * A recovery code has letters, which a digits keyboard cannot type: a link switches keyboards.
 */
export function OneTimeCodeInput({
  acceptsRecoveryCode = false,
  label,
  ...props
}: OneTimeCodeInputProps) {
  const { t } = useTranslation();
  const [letters, setLetters] = useState(false);
  return (
    <Stack gap={4}>
      <TextInput
        label={label ?? t('oneTimeCode.label')}
        description={
          acceptsRecoveryCode ? t('oneTimeCode.hintWithRecovery') : t('oneTimeCode.hint')
        }
        inputMode={letters ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize={letters ? 'characters' : 'off'}
        autoCorrect="off"
        spellCheck={false}
        required
        {...props}
      />
      {acceptsRecoveryCode && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => setLetters((value) => !value)}
        >
          {letters ? t('oneTimeCode.useAppCode') : t('oneTimeCode.useRecoveryCode')}
        </Anchor>
      )}
    </Stack>
  );
}
