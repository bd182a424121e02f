import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../lib/form-errors';
import { FormAlert } from './form-alert';
import { FormModal, FormModalActions } from './form-modal';

/** A contracts schema for a decision's reason (`rejectContributionSchema`, `waiveFineSchema`). */
export type ReasonSchema = z.ZodObject<{ reason: z.ZodString }, z.core.$strict>;

/** The reason a decision needs before it is sent, checked with the schema the API checks it with. */
export interface ReasonRule {
  label: string;
  hint: string;
  schema: ReasonSchema;
}

interface ReasonDialogTexts {
  title: string;
  /** What the decision does, quoting what it is about. */
  message: string;
  confirmLabel: string;
  confirmColor: string;
  /** The call the decision sends: its button spins while it runs, its refusal stays shown. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onClose: () => void;
}

export type ReasonDialogProps = ReasonDialogTexts &
  (
    | { reason?: undefined; onConfirm: () => void }
    | { reason: ReasonRule; onConfirm: (reason: string) => void }
  );

/**
 * The confirmation of a decision, stating what it does; a refusal, a rejection or a waiver asks
 * for its reason first, and nothing is sent until the schema accepts it (trimmed, as sent).
 * The server's refusal (decided meanwhile, …) stays in the dialog until it closes.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, message, confirmLabel, confirmColor, mutation, reason: rule, onClose } = props;
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  function confirm() {
    if (!props.reason) {
      props.onConfirm();
      return;
    }
    // A failed parse always names its broken rule: this fallback never shows.
    const checked = checkWithSchema(props.reason.schema, { reason }, 'invalidValue');
    setReasonError(checked.error);
    if (checked.data) props.onConfirm(checked.data.reason);
  }

  return (
    <FormModal opened onClose={onClose} title={title} onSubmit={confirm}>
      <Text>{message}</Text>
      {rule && (
        <Textarea
          label={rule.label}
          description={rule.hint}
          required
          autosize
          minRows={2}
          maxLength={rule.schema.shape.reason.maxLength ?? undefined}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError ? translateFieldError(reasonError, t) : undefined}
        />
      )}
      {mutation.isError && <FormAlert>{describeError(mutation.error, t)}</FormAlert>}
      <FormModalActions
        onClose={onClose}
        submitLabel={confirmLabel}
        color={confirmColor}
        loading={mutation.isPending}
      />
    </FormModal>
  );
}
