import type { MpesaLocale } from './fr';

export const mpesaSw: MpesaLocale = {
  mpesa: {
    view: 'M-Pesa',
    receipt: 'Risiti',
    pushes: {
      title: 'Maombi ya STK',
      filter: 'Hali ya maombi ya STK',
      columns: {
        cycle: 'Mzunguko',
        amount: 'Kiasi (KES)',
        phone: 'Simu',
      },
    },
    paybill: {
      title: 'Malipo ya Paybill',
      filter: 'Hali ya malipo ya Paybill',
      columns: {
        receivedAt: 'Yamepokelewa',
        account: 'Nambari ya akaunti iliyoandikwa',
        payer: 'Mlipaji',
        reason: 'Sababu ya kusubiri',
        matched: 'Mwanachama · kikundi · mzunguko',
        note: 'Dokezo',
      },
      cycle: 'mzunguko {{cycle}}',
    },
    failureReasons: {
      cancelled: 'Limeghairiwa kwenye simu',
      wrong_pin: 'PIN si sahihi',
      insufficient_funds: 'Salio la M-Pesa halitoshi',
      timed_out: 'Muda umeisha bila jibu kutoka kwenye simu',
      busy: 'Muamala mwingine ulikuwa ukiendelea kwenye simu',
      declined: 'Limekataliwa na M-Pesa',
    },
    suspenseReasons: {
      unknown_reference: 'Nambari ya akaunti haijulikani',
      amount_exceeds_due: 'Kiasi kinazidi kinachodaiwa',
      nothing_due: 'Hakuna kinachodaiwa',
      not_payable: 'Kikundi kimefungwa kwa malipo au si cha KES',
    },
    summary: {
      receipt: 'Risiti ya M-Pesa',
      amount: 'Kiasi',
      payer: 'Mlipaji',
    },
    assign: {
      action: 'Kabidhi',
      title: 'Kabidhi malipo haya?',
      message:
        'Malipo yanakuwa mchango wa mwanachama anayetajwa na nambari hii ya akaunti, kwa anachodaiwa katika kikundi hicho.',
      account: 'Nambari ya akaunti aliyokusudia mlipaji',
      accountHint: 'Tarakimu 9 zinazoonyeshwa kwenye ukurasa wa kikundi wa mwanachama',
      accountRequired: 'Weka nambari ya akaunti ya mwanachama',
      note: 'Dokezo (si lazima)',
      confirm: 'Kabidhi',
      done: 'Malipo {{receipt}} yamekabidhiwa',
    },
    refund: {
      action: 'Rudisha',
      title: 'Rekodi urejeshaji?',
      message:
        'Pesa hurudishwa kutoka kwenye tovuti ya M-Pesa ya biashara ya Safaricom (kubatilisha muamala); hapa urejeshaji unarekodiwa tu.',
      note: 'Kumbukumbu ya ubatilishaji kwenye tovuti, au dokezo',
      noteRequired: 'Weka kumbukumbu ya ubatilishaji (angalau herufi 3)',
      confirm: 'Rekodi urejeshaji',
      done: 'Urejeshaji wa malipo {{receipt}} umerekodiwa',
    },
    actionFailed: 'Operesheni imeshindwa',
  },
};
