import { useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { displayMsisdn, kenyanMsisdn } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Fact } from '../../../components/fact';

/**
 * The confirmation before money is sent to a member's phone (B2C): what is sent and to whom, the
 * number (their registered Kenyan number unless another is typed, checked here as the server
 * checks it) and the amount. `onSend` gets the number as an MSISDN.
 */
export function MpesaSendDialog({
  opened,
  title,
  children,
  phoneLabel,
  phoneInvalid,
  registeredPhone,
  amount,
  loading,
  error,
  onClose,
  onSend,
}: {
  opened: boolean;
  title: string;
  /** What will be sent, and what happens once Safaricom confirms it. */
  children: ReactNode;
  phoneLabel: string;
  phoneInvalid: string;
  registeredPhone: string | null;
  /** The amount, formatted. */
  amount: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (msisdn: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const phone = typed ?? (registeredPhone ? displayMsisdn(registeredPhone) : '');

  function close() {
    setTyped(null);
    setInvalid(false);
    onClose();
  }

  function confirm() {
    const msisdn = kenyanMsisdn(phone);
    setInvalid(!msisdn);
    if (msisdn) onSend(msisdn);
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={t('rotation.payout.mpesa.confirm')}
      confirmColor="teal"
      loading={loading}
      error={error}
      onClose={close}
      onConfirm={confirm}
    >
      {children}
      <TextInput
        label={phoneLabel}
        description={t('rotation.payout.mpesa.phoneHint')}
        value={phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={invalid ? phoneInvalid : undefined}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <Fact label={t('rotation.payout.mpesa.amount')} value={amount} />
    </ConfirmDialog>
  );
}
