import { useRef, useState } from 'react';
import { kenyanMsisdn, type MpesaPaymentInput } from '@tontine/contracts';
import { useSession } from '../../../lib/session';
import { useCreateMpesaPayment } from '../api/create-mpesa-payment';

/** What a push asks besides the phone: the group and what it pays. */
export type MpesaPushBody = Omit<MpesaPaymentInput, 'phone_number'>;

/**
 * Something a member pays by M-Pesa (a saving, a loan repayment), from the tap to the push
 * followed live: the member's registered
 * Kenyan number is the one pushed, or the one they type when they registered none. One
 * Idempotency-Key per body, kept when the same push is asked again after a failure, so that a
 * retried tap pushes once.
 */
export function useMpesaPush() {
  const phoneNumber = useSession()?.user?.phone_number;
  const registered = phoneNumber ? kenyanMsisdn(phoneNumber) : null;
  const [phone, setPhone] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const create = useCreateMpesaPayment();

  function start(body: MpesaPushBody) {
    const typed = registered ? null : kenyanMsisdn(phone);
    setPhoneInvalid(!registered && !typed);
    if (!registered && !typed) return;
    const sent: MpesaPaymentInput = typed ? { ...body, phone_number: typed } : body;
    const json = JSON.stringify(sent);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    create.mutate(
      { body: sent, idempotencyKey: attempt.current.key },
      { onSuccess: (payment) => setPaymentId(payment.id) },
    );
  }

  /** After a failed push: the buttons again, a new push the next time. */
  function retry() {
    setPaymentId(null);
    attempt.current = null;
    create.reset();
  }

  return {
    /** The member registered no Kenyan mobile number: they type the one M-Pesa asks. */
    needsPhone: !registered,
    phone,
    setPhone,
    phoneInvalid,
    start,
    retry,
    paymentId,
    pending: create.isPending,
    error: create.isError ? create.error : null,
  };
}

export type MpesaPush = ReturnType<typeof useMpesaPush>;
