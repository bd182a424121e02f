import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { Trans } from 'react-i18next';

/** The terms checkbox; its links open the texts in a new tab so the form keeps its values. */
export function TermsCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          i18nKey="registration.acceptTerms"
          components={{
            terms: <Anchor href="/terms" target="_blank" rel="noopener" inherit />,
            privacy: <Anchor href="/privacy" target="_blank" rel="noopener" inherit />,
          }}
        />
      }
    />
  );
}
